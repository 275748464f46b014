import { useParams } from 'wouter';
import { ActivityPage } from '@/features/admin-activity/components/activity-page';
import { useEvent } from '@/features/admin-events/api/admin-events';
import { BackToDashboard } from '@/features/admin-events/components/event-details';

/** /admin/events/{id}/activity: one event's audit trail (its entries stay after the event is deleted). */
export default function EventActivityRoute() {
  const { id = '' } = useParams<{ id: string }>();
  const event = useEvent(id);
  const name = event.data?.name;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <title>{name ? `Activity · ${name} · ID Event` : 'Activity · ID Event'}</title>
      <BackToDashboard />
      <ActivityPage eventId={id} eventName={name} />
    </div>
  );
}
