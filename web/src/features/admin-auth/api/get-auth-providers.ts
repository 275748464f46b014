import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Which sign-in methods the server offers (server/modules/admin-auth/oidc.routes.ts). */
export interface AuthProviders {
  oidc: boolean;
  local: boolean;
}

/** Where the browser goes to sign in with the identity provider (a navigation, not a fetch). */
export const OIDC_LOGIN_PATH = '/api/auth/login';

export const getAuthProviders = () => api.get<AuthProviders>('/api/auth/providers');

export const authProvidersQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'providers'], queryFn: getAuthProviders });

export const useAuthProviders = () => useQuery(authProvidersQueryOptions());
