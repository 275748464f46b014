import { useParams } from 'wouter';
import { ActivityPage } from '@/features/admin-activity/components/activity-page';
import { useEvent } from '@/features/admin-events/api/admin-events';
import { BackToDashboard } from '@/features/admin-events/components/event-details';
import { useTranslation } from '@/lib/i18n-react';

// Both Activity pages in one module, loaded as one chunk (two modules sharing the page made the
// bundler split a shared chunk off the landing page's script, 1.3 kB more on the landing page).

/** /admin/activity: the whole audit trail (owners, organisers, viewers). */
export default function AdminActivityRoute() {
  const { t } = useTranslation('staff');
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <title>{t('staff:activity.pageTitle')}</title>
      <ActivityPage />
    </div>
  );
}

/** /admin/events/{id}/activity: one event's audit trail (its entries stay after the event is deleted). */
export function EventActivityRoute() {
  const { id = '' } = useParams<{ id: string }>();
  const event = useEvent(id);
  const name = event.data?.name;
  const { t } = useTranslation('staff');
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <title>{name ? t('staff:activity.eventPageTitle', { name }) : t('staff:activity.eventPageTitleLoading')}</title>
      <BackToDashboard />
      <ActivityPage eventId={id} eventName={name} />
    </div>
  );
}
