import { mayEdit } from '@/app/layout/role-pages';
import { useAdminMe } from '@/features/admin-auth/api/get-admin-me';
import { EventDashboard } from '@/features/admin-events/components/event-dashboard';
import { UndeliveredPassesCard } from '@/features/admin-pass-emails/components/undelivered-passes-card';

export default function DashboardRoute() {
  const canEdit = mayEdit(useAdminMe().data?.role);
  return (
    <>
      {/* Shown only when some pass e-mails could not be delivered. */}
      <div className="mx-auto w-full max-w-7xl px-4 pt-8 empty:hidden sm:px-6 sm:pt-10">
        <UndeliveredPassesCard readOnly={!canEdit} />
      </div>
      <EventDashboard canEdit={canEdit} />
    </>
  );
}
