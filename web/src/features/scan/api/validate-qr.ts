import { adminApiPaths } from '@common/admin-api-paths';
import type { ScanResult } from '@common/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The whole admission view of a pass in one round trip (or isValid false with the reason). */
export const validateQr = (qrCode: string) => api.post<ScanResult>(adminApiPaths.validateQr.path, { qrCode });

export function useValidateQr() {
  return useMutation({ mutationFn: validateQr });
}
