/** Which sign-in methods the server offers, and the identity provider's two redirects (issue 14). */

import { publicApiPaths } from '../public-api-paths.ts';
import { authProvidersResponse } from '../responses.ts';
import { defineCall, redirect } from './contract.ts';

export const signInCalls = {
  /** Which sign-in methods the server offers. */
  providers: defineCall({
    method: 'GET',
    route: publicApiPaths.auth.providers.route,
    roles: 'public',
    responses: { 200: authProvidersResponse },
  }),
  /** A navigation to the identity provider, not a fetch: a redirect to it, or back to the login page. */
  login: defineCall({
    method: 'GET',
    route: publicApiPaths.auth.login.route,
    roles: 'public',
    responses: { 302: redirect() },
  }),
  /** Where the identity provider sends the browser back: a redirect to the dashboard or the login page. */
  callback: defineCall({
    method: 'GET',
    route: publicApiPaths.auth.callback.route,
    roles: 'public',
    responses: { 302: redirect() },
  }),
};
