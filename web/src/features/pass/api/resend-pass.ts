import { publicRegistrationCalls } from '@common/contracts/registrations-public';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const resendPass = (email: string) => callApi(publicRegistrationCalls.resend, { body: { email } });

export const useResendPass = () => useMutation({ mutationFn: resendPass });
