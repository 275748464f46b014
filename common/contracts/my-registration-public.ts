/**
 * A visitor's own page (issue 30 item 2), opened by the personal link of their registration's e-mails
 * (`/my-registration/{token}`): see it, edit the details, cancel, download the calendar file. 404: the
 * link is not valid (forged, altered, or its registration is gone with its event); 410: it has expired.
 */
import { publicApiPaths } from '../public-api-paths.ts';
import { errorResponse, myRegistrationSchema } from '../responses.ts';
import { myDetailsInputSchema, registrationLinkParamSchema } from '../schemas.ts';
import { defineCall, textAnswer } from './contract.ts';

const linkErrors = { 404: errorResponse, 410: errorResponse, 429: errorResponse };

export const myRegistrationCalls = {
  view: defineCall({
    method: 'GET',
    route: publicApiPaths.myRegistration.byLink.route,
    roles: 'public',
    params: registrationLinkParamSchema,
    responses: { 200: myRegistrationSchema, ...linkErrors },
  }),
  /** Name, phone (E.164 with PHONE_REGION) and company as the event asks for it; 400: a field refused; 409: cancelled, or the event is over. */
  edit: defineCall({
    method: 'PATCH',
    route: publicApiPaths.myRegistration.byLink.route,
    roles: 'public',
    params: registrationLinkParamSchema,
    body: myDetailsInputSchema,
    responses: { 200: myRegistrationSchema, 400: errorResponse, 409: errorResponse, ...linkErrors },
  }),
  /** Cancelled, kept for the records; a second time answers the same. 409: the event is over. */
  cancel: defineCall({
    method: 'POST',
    route: publicApiPaths.myRegistration.cancel.route,
    roles: 'public',
    params: registrationLinkParamSchema,
    responses: { 200: myRegistrationSchema, 409: errorResponse, ...linkErrors },
  }),
  /**
   * Claims the place offered from the waiting list: registered, the pass e-mailed; claimed already
   * answers the same. 409: no place offered, the offer has ended, or the event is over.
   */
  claim: defineCall({
    method: 'POST',
    route: publicApiPaths.myRegistration.claim.route,
    roles: 'public',
    params: registrationLinkParamSchema,
    responses: { 200: myRegistrationSchema, 409: errorResponse, ...linkErrors },
  }),
  /** A download, not a fetch: the event's calendar file. */
  calendar: defineCall({
    method: 'GET',
    route: publicApiPaths.myRegistration.calendar.route,
    roles: 'public',
    params: registrationLinkParamSchema,
    responses: { 200: textAnswer('text/calendar'), ...linkErrors },
  }),
};
