import { publicRegistrationCalls } from '@common/contracts/registrations-public';
import type { RegisterInput, RegisterResponse } from '@common/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export type RegisterRequest = Omit<RegisterInput, 'eventId'> & { eventId: string | undefined };

export function register({ eventId, ...visitor }: RegisterRequest): Promise<RegisterResponse> {
  if (!eventId) return Promise.reject(new Error('No event selected'));
  return callApi(publicRegistrationCalls.register, { body: { ...visitor, eventId } });
}

export const useRegister = () => useMutation({ mutationFn: register });
