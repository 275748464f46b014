/** The organiser's registrations: every one (small deployments), or an event's a page at a time. */
import { z } from 'zod';
import { adminRegistrationSchema, errorResponse, messageResponse, registrationPageSchema } from '../responses.ts';
import { organiserCancelInputSchema } from '../schemas.ts';
import { defineCall, idParams, limitQuery, organisers, readers } from './contract.ts';

/** The largest page of an event's registrations. */
export const REGISTRATIONS_PAGE_MAX = 100;
/**
 * A jump to a page by its number (`?page=`) skips at most this many rows, counted from the newest or
 * from the oldest, whichever is nearer: the first and the last hundred pages of ten. Deeper pages are
 * reached by Next / Previous (keyset) from a page near them, or by a search.
 */
export const REGISTRATIONS_JUMP_MAX = 1000;

const pageMessage = 'page must be a whole number from 1.';

const pageQuery = z.object({
  limit: limitQuery(REGISTRATIONS_PAGE_MAX, 3),
  cursor: z.string().max(100, 'cursor must be the nextCursor of a previous page.').optional(),
  before: z.string().max(100, 'before must be the id of the first registration of a page.').optional(),
  page: z
    .string()
    .regex(/^\d{1,7}$/, pageMessage)
    .refine((value) => Number(value) >= 1, { message: pageMessage })
    .optional(),
  q: z.string().max(200, 'Search for at most 200 characters.').optional(),
});

export const registrationCalls = {
  /** Every registration, at most REGISTRATIONS_LIST_MAX of them (400 past it: page by event instead). */
  list: defineCall({
    method: 'GET',
    route: '/api/admin/registrations',
    roles: readers,
    responses: { 200: z.array(adminRegistrationSchema), 400: errorResponse },
  }),
  /**
   * An event's registrations a page at a time, newest first: `?limit=&q=` and one of `cursor` (the
   * page after it: Next), `before` (the page before this registration: Previous) or `page` (a jump by
   * position, within REGISTRATIONS_JUMP_MAX rows of either end). Each row carries its check-ins.
   */
  eventPage: defineCall({
    method: 'GET',
    route: '/api/admin/events/:id/registrations',
    roles: readers,
    params: idParams,
    query: pageQuery,
    responses: { 200: registrationPageSchema, 404: errorResponse },
  }),
  /**
   * An organiser cancels a registration (issue 30 item 5): kept, `cancelled` by the organiser with the
   * reason, the visitor e-mailed unless `notify` is false; its place goes to the waiting list. 404:
   * no such registration; 409: cancelled already, or the event is over.
   */
  cancel: defineCall({
    method: 'POST',
    route: '/api/admin/registrations/:id/cancel',
    roles: organisers,
    params: idParams,
    body: organiserCancelInputSchema,
    responses: { 200: messageResponse, 400: errorResponse, 404: errorResponse, 409: errorResponse },
  }),
};
