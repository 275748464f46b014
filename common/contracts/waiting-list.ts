/**
 * An event's waiting list as organisers run it (issue 30 item 3): who waits and who has been offered
 * a place, in line order; offer a place now (out of turn, even when the event is full: the organiser's
 * choice), or remove someone from the list (their offer, if any, goes to the next in line).
 */
import { z } from 'zod';
import { errorResponse, messageResponse, waitingListSchema, waitingPersonSchema } from '../responses.ts';
import { defineCall, idParams, organisers, readers } from './contract.ts';

const personParams = idParams.extend({ registrationId: z.string().max(100) });

export const waitingListCalls = {
  /** The first WAITING_LIST_SHOWN in line, with the counts. 404: no such event. */
  list: defineCall({
    method: 'GET',
    route: '/api/admin/events/:id/waiting-list',
    roles: readers,
    params: idParams,
    responses: { 200: waitingListSchema, 404: errorResponse },
  }),
  /** "Offer a place now": 404: not on this event's list; 409: offered already. */
  offer: defineCall({
    method: 'POST',
    route: '/api/admin/events/:id/waiting-list/:registrationId/offer',
    roles: organisers,
    params: personParams,
    responses: { 200: waitingPersonSchema, 404: errorResponse, 409: errorResponse },
  }),
  /** "Remove from the list": cancelled by the organiser (e-mailed). 404: not on this event's list. */
  remove: defineCall({
    method: 'DELETE',
    route: '/api/admin/events/:id/waiting-list/:registrationId',
    roles: organisers,
    params: personParams,
    responses: { 200: messageResponse, 404: errorResponse, 409: errorResponse },
  }),
};

/** How many of the list the organiser's page shows (the rest are counted). */
export const WAITING_LIST_SHOWN = 500;
