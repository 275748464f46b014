import { publicApiPaths as apiPaths } from '@common/public-api-paths';
import type { RegisterInput, RegisterResponse } from '@common/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type RegisterRequest = Omit<RegisterInput, 'eventId'> & { eventId: string | undefined };

export function register({ eventId, ...visitor }: RegisterRequest): Promise<RegisterResponse> {
  if (!eventId) return Promise.reject(new Error('No event selected'));
  return api.post<RegisterResponse>(apiPaths.register.path, { ...visitor, eventId });
}

export const useRegister = () => useMutation({ mutationFn: register });
