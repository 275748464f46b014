import { ActivityPage } from '@/features/admin-activity/components/activity-page';

/** /admin/activity: the whole audit trail (owners, organisers, viewers). */
export default function AdminActivityRoute() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <title>Activity · Admin · ID Event</title>
      <ActivityPage />
    </div>
  );
}
