import { useEffect } from 'react';
import { preloadToaster } from '@/components/ui/toaster-deferred';
import { ScanPage } from '@/features/scan/components/scan-page';

/**
 * /admin/scan: the door, inside the admin layout, which checks the session first and sends the
 * organiser to the login page when any door call answers 401 (admin-auth's session expiry).
 */
export default function AdminScanRoute() {
  useEffect(preloadToaster, []);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <title>Scan QR Code · ID Event</title>
      <ScanPage />
    </div>
  );
}
