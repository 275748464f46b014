import { StaffPage } from '@/features/admin-staff/components/staff-page';

/** /admin/staff: the staff accounts (owners only; admin-area.tsx sends other roles away). */
export default function AdminStaffRoute() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <title>Staff · ID Event</title>
      <StaffPage />
    </div>
  );
}
