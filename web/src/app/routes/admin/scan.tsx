import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { preloadToaster } from '@/components/ui/toaster-deferred';
import { adminMeQueryKey } from '@/features/admin-auth/api/get-admin-me';
import { ScanPage } from '@/features/scan/components/scan-page';

/** /admin/scan: the door, inside the admin layout (which checks the session first). */
export default function AdminScanRoute() {
  useEffect(preloadToaster, []);
  const queryClient = useQueryClient();
  // The session is checked again; without one, the admin area redirects to the login page.
  const onSessionEnded = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: adminMeQueryKey });
  }, [queryClient]);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <title>Scan QR Code · ID Event</title>
      <ScanPage onSessionEnded={onSessionEnded} />
    </div>
  );
}
