import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const resendPass = (email: string) => api.post<{ message: string }>('/api/registration/resend', { email });

export const useResendPass = () => useMutation({ mutationFn: resendPass });
