import { kioskCalls } from '@common/contracts/kiosk';
import { kioskPublicCalls } from '@common/contracts/kiosk-public';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Whether this device may check visitors in (KIOSK_CHECKIN), and whether the organiser on it can enrol it. */
export const getKioskDevice = () => callApi(kioskPublicCalls.device);

export const kioskDeviceQueryOptions = () => queryOptions({ queryKey: queryKeys.kioskDevice, queryFn: getKioskDevice });

export const useKioskDevice = () => useQuery(kioskDeviceQueryOptions());

export const enrolDevice = (name: string) => callApi(kioskCalls.enrol, { body: { name } });

/** Enrols this device (an organiser is signed in on it); its standing is fetched again afterwards. */
export function useEnrolDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrolDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.kioskDevice }),
  });
}
