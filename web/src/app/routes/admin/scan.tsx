import { useEffect } from 'react';
import { preloadToaster } from '@/components/ui/toaster-deferred';
import { AdminSessionGate } from '@/features/scan/components/admin-session-gate';
import { ScanPage } from '@/features/scan/components/scan-page';

/** /admin/scan: the door. No header of its own: it sits inside the admin layout. */
export default function AdminScanRoute() {
  useEffect(preloadToaster, []);
  return (
    <AdminSessionGate>
      <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
        <title>Scan QR Code · ID Event</title>
        <ScanPage />
      </div>
    </AdminSessionGate>
  );
}
