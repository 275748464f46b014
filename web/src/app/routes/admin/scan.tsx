import { useEffect } from 'react';
import { preloadToaster } from '@/components/ui/toaster-deferred';
import { useAdminMe } from '@/features/admin-auth/api/get-admin-me';
import { ScanPage } from '@/features/scan/components/scan-page';
import { useTranslation } from '@/lib/i18n-react';
import { mayAdmit } from '../../layout/role-pages';

/**
 * /admin/scan: the door, inside the admin layout, which checks the session first and sends the
 * organiser to the login page when any door call answers 401 (admin-auth's session expiry).
 */
export default function AdminScanRoute() {
  const { t } = useTranslation('door');
  useEffect(preloadToaster, []);
  const me = useAdminMe().data;
  const role = me?.role;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <title>{t('door:page.documentTitle')}</title>
      <ScanPage readOnly={role !== undefined && !mayAdmit(role)} account={me?.username ?? null} />
    </div>
  );
}
