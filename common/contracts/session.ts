/** A staff session: sign in with a password, who am I, sign out (here or everywhere), a new password. */
import {
  adminUserSchema,
  endAllSessionsResponse,
  errorResponse,
  messageResponse,
  passwordChangedResponse,
} from '../responses.ts';
import { changePasswordInputSchema, loginInputSchema, myLocaleInputSchema } from '../schemas.ts';
import { defineCall, everyone } from './contract.ts';

export const sessionCalls = {
  /**
   * 401: wrong name or password, or the account disabled (the same answer); 403: local sign-in off;
   * 429: this address gave the account too many wrong passwords. An account with many recent failures
   * answers a few seconds late, from any address.
   */
  login: defineCall({
    method: 'POST',
    route: '/api/admin/login',
    roles: 'public',
    body: loginInputSchema,
    responses: { 200: adminUserSchema, 401: errorResponse, 403: errorResponse, 429: errorResponse },
  }),
  logout: defineCall({
    method: 'POST',
    route: '/api/admin/logout',
    roles: everyone,
    responses: { 200: messageResponse },
  }),
  /** Ends every session of the signed-in account, on every instance ("Sign out everywhere"). */
  endAllSessions: defineCall({
    method: 'POST',
    route: '/api/admin/sessions/end-all',
    roles: everyone,
    responses: { 200: endAllSessionsResponse },
  }),
  me: defineCall({ method: 'GET', route: '/api/admin/me', roles: everyone, responses: { 200: adminUserSchema } }),
  /**
   * The signed-in account's new password; its other sessions end. 400: a wrong current password
   * (counted and audited as a failed sign-in from this address); 429: too many from this address.
   */
  changePassword: defineCall({
    method: 'POST',
    route: '/api/admin/me/password',
    roles: everyone,
    body: changePasswordInputSchema,
    responses: { 200: passwordChangedResponse, 429: errorResponse },
  }),
  /** Issue 31: the account's own language; the admin area opens in it at every sign-in. */
  setMyLocale: defineCall({
    method: 'PUT',
    route: '/api/admin/me/locale',
    roles: everyone,
    body: myLocaleInputSchema,
    responses: { 200: adminUserSchema },
  }),
};
