import { adminApiPaths } from '@common/admin-api-paths';
import type { StaffRole } from '@common/roles';
import type { StaffAccount } from '@common/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { api } from '@/lib/api-client';

export type NewStaffAccount =
  | { username: string; role: StaffRole; password: string }
  | { email: string; role: StaffRole };

export interface StaffChange {
  role?: StaffRole;
  disabled?: boolean;
  password?: string;
}

export const getStaff = () => api.get<StaffAccount[]>(adminApiPaths.users.path);
export const createStaff = (account: NewStaffAccount) => api.post<StaffAccount>(adminApiPaths.users.path, account);
export const updateStaff = ({ id, change }: { id: string; change: StaffChange }) =>
  api.patch<StaffAccount>(adminApiPaths.user.path({ id }), change);

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
