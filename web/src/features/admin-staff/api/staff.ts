import { staffCalls } from '@common/contracts/staff';
import type { StaffRole } from '@common/roles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { callApi } from '@/lib/api-client';

export type NewStaffAccount =
  | { username: string; role: StaffRole; password: string }
  | { email: string; role: StaffRole };

export interface StaffChange {
  role?: StaffRole;
  disabled?: boolean;
  password?: string;
}

export const getStaff = () => callApi(staffCalls.list);
export const createStaff = (account: NewStaffAccount) => callApi(staffCalls.create, { body: account });
export const updateStaff = ({ id, change }: { id: string; change: StaffChange }) =>
  callApi(staffCalls.update, { params: { id }, body: change });

export const staffQueryOptions = () => queryOptions({ queryKey: adminKeys.staff, queryFn: getStaff });

export const useStaff = () => useQuery(staffQueryOptions());

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staff }),
  });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staff }),
  });
}
