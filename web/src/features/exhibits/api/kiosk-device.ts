import { adminApiPaths } from '@common/admin-api-paths';
import { publicApiPaths } from '@common/public-api-paths';
import type { KioskDevice, KioskDeviceStatus } from '@common/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Whether this device may check visitors in (KIOSK_CHECKIN), and whether the organiser on it can enrol it. */
export const getKioskDevice = () => api.get<KioskDeviceStatus>(publicApiPaths.kiosk.device.path);

export const kioskDeviceQueryOptions = () => queryOptions({ queryKey: queryKeys.kioskDevice, queryFn: getKioskDevice });

export const useKioskDevice = () => useQuery(kioskDeviceQueryOptions());

export const enrolDevice = (name: string) => api.post<KioskDevice>(adminApiPaths.kioskDevices.path, { name });

/** Enrols this device (an organiser is signed in on it); its standing is fetched again afterwards. */
export function useEnrolDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrolDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.kioskDevice }),
  });
}
