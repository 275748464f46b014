/**
 * The door: scan a pass or look a visitor up, admit to exhibits, resend the pass (SPEC section 7).
 * Checking a pass and finding a registration change nothing, so a viewer may too.
 */
import { admitPassResponse, admitResponse, errorResponse, messageResponse, scanResultSchema } from '../responses.ts';
import {
  admitInputSchema,
  admitPassInputSchema,
  lookupUserInputSchema,
  resendQrInputSchema,
  validateQrInputSchema,
} from '../schemas.ts';
import { atTheDoor, defineCall, doorReads } from './contract.ts';

/** A refused admission: 400 not a pass, 404 no such registration or exhibit, 409 the rules (`reason`). */
const refusals = { 404: errorResponse, 409: errorResponse } as const;

export const doorCalls = {
  validateQr: defineCall({
    method: 'POST',
    route: '/api/admin/validate-qr',
    roles: doorReads,
    body: validateQrInputSchema,
    responses: { 200: scanResultSchema },
  }),
  /** 404: nobody matches. */
  lookupUser: defineCall({
    method: 'POST',
    route: '/api/admin/lookup-user',
    roles: doorReads,
    body: lookupUserInputSchema,
    responses: { 200: scanResultSchema, 404: errorResponse },
  }),
  admit: defineCall({
    method: 'POST',
    route: '/api/admin/admit',
    roles: atTheDoor,
    body: admitInputSchema,
    responses: { 200: admitResponse, ...refusals },
  }),
  /** The door's "Admit on scan": a pass admitted at once to the chosen exhibit. */
  admitPass: defineCall({
    method: 'POST',
    route: '/api/admin/admit-pass',
    roles: atTheDoor,
    body: admitPassInputSchema,
    responses: { 200: admitPassResponse, ...refusals },
  }),
  /** 429: the organisers' hourly sending budget is spent. */
  resendQr: defineCall({
    method: 'POST',
    route: '/api/admin/resend-qr',
    roles: atTheDoor,
    body: resendQrInputSchema,
    /** 409: the registration was cancelled (issue 30 item 2), so it has no pass. */
    responses: { 200: messageResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse },
  }),
};
