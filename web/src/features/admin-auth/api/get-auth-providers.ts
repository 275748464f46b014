import { signInCalls } from '@common/contracts/sign-in-public';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Which sign-in methods the server offers (server/modules/admin-auth/oidc.routes.ts). */
export interface AuthProviders {
  oidc: boolean;
  local: boolean;
}

/** Where the browser goes to sign in with the identity provider (a navigation, not a fetch). */
export const OIDC_LOGIN_PATH = signInCalls.login.path;

export const getAuthProviders = (): Promise<AuthProviders> => callApi(signInCalls.providers);

export const authProvidersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.authProviders, queryFn: getAuthProviders });

export const useAuthProviders = () => useQuery(authProvidersQueryOptions());
