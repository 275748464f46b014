/**
 * A visitor's registration, pass lookup and resend (SPEC section 7; with PASS_LOOKUP=email the lookup
 * and the resend answer 202 and only e-mail the pass), and the pass an e-mailed link shows.
 */

import { publicApiPaths } from '../public-api-paths.ts';
import {
  errorResponse,
  messageResponse,
  passSentResponse,
  registerResponse,
  registrationLookupSchema,
  waitlistedResponse,
} from '../responses.ts';
import { emailParamSchema, passLinkParamSchema, registerInputSchema, resendInputSchema } from '../schemas.ts';
import { defineCall } from './contract.ts';

export const publicRegistrationCalls = {
  /**
   * 404: no such event; 409: the event has ended, or (PASS_LOOKUP=show) registered already; 429: too
   * many tries. With PASS_LOOKUP=email an address registered already gets the answer of a new
   * registration (201), and its pass by e-mail again. 202: the event is full and the visitor joined
   * its waiting list (issue 30).
   */
  register: defineCall({
    method: 'POST',
    route: publicApiPaths.register.route,
    roles: 'public',
    body: registerInputSchema,
    responses: {
      201: registerResponse,
      202: waitlistedResponse,
      404: errorResponse,
      409: errorResponse,
      429: errorResponse,
    },
  }),
  byEmail: defineCall({
    method: 'GET',
    route: publicApiPaths.registration.byEmail.route,
    roles: 'public',
    params: emailParamSchema,
    responses: { 200: registrationLookupSchema, 202: passSentResponse, 404: errorResponse, 429: errorResponse },
  }),
  resend: defineCall({
    method: 'POST',
    route: publicApiPaths.registration.resend.route,
    roles: 'public',
    body: resendInputSchema,
    responses: { 200: messageResponse, 202: passSentResponse, 404: errorResponse, 429: errorResponse },
  }),
  /** The pass an e-mailed link shows (PASS_LOOKUP=email); 410: the link has expired. */
  passByLink: defineCall({
    method: 'GET',
    route: publicApiPaths.pass.byLink.route,
    roles: 'public',
    params: passLinkParamSchema,
    responses: { 200: registrationLookupSchema, 404: errorResponse, 410: errorResponse, 429: errorResponse },
  }),
};
