import { publicApiPaths as apiPaths } from '@common/public-api-paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const resendPass = (email: string) =>
  api.post<{ message: string }>(apiPaths.registration.resend.path, { email });

export const useResendPass = () => useMutation({ mutationFn: resendPass });
