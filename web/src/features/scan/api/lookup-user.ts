import { apiPaths } from '@common/api-paths';
import type { ScanResult } from '@common/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The admission view of the registration found by e-mail or phone; 404 when there is none. */
export const lookupUser = (emailOrPhone: string) =>
  api.post<ScanResult>(apiPaths.admin.lookupUser.path, { emailOrPhone });

export function useLookupUser() {
  return useMutation({ mutationFn: lookupUser });
}
