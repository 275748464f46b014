import { StaffPage } from '@/features/admin-staff/components/staff-page';
import { useTranslation } from '@/lib/i18n-react';

/** /admin/staff: the staff accounts (owners only; admin-area.tsx sends other roles away). */
export default function AdminStaffRoute() {
  const { t } = useTranslation('staff');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <title>{t('staff:staff.pageTitle')}</title>
      <StaffPage />
    </div>
  );
}
