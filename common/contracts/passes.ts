/** Pass e-mails that used up their retries: organisers see them, send them again or dismiss them. */
import {
  dismissUndeliveredResponse,
  errorResponse,
  resendUndeliveredResponse,
  undeliveredPassesResponse,
} from '../responses.ts';
import { dismissUndeliveredInputSchema, resendUndeliveredInputSchema } from '../schemas.ts';
import { defineCall, organisers, readers } from './contract.ts';

export const passEmailCalls = {
  undelivered: defineCall({
    method: 'GET',
    route: '/api/admin/pass-emails/undelivered',
    roles: readers,
    responses: { 200: undeliveredPassesResponse },
  }),
  /** 404: some registrations are gone; 429: the organisers' hourly sending budget is spent. */
  resend: defineCall({
    method: 'POST',
    route: '/api/admin/pass-emails/resend',
    roles: organisers,
    body: resendUndeliveredInputSchema,
    responses: { 200: resendUndeliveredResponse, 404: errorResponse, 429: errorResponse },
  }),
  /** Off the undelivered list, without sending. */
  dismiss: defineCall({
    method: 'POST',
    route: '/api/admin/pass-emails/dismiss',
    roles: organisers,
    body: dismissUndeliveredInputSchema,
    responses: { 200: dismissUndeliveredResponse, 404: errorResponse },
  }),
};
