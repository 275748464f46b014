/**
 * The door offline (issue 16, decision 027): a device's copy of an event, kept fresh by deltas, and
 * the admissions it made offline, sent up when the server answers again. A viewer reads the copy too;
 * only the door admits. A copy is only of an event running today (403 otherwise, whatever the role),
 * and every answer with registrations in it is audited (issue 28 item 2).
 */
import { z } from 'zod';
import { doorPassesSchema, doorSyncResponse, errorResponse } from '../responses.ts';
import { doorSyncInputSchema } from '../schemas.ts';
import { atTheDoor, defineCall, doorReads, idParams, limitQuery } from './contract.ts';

/** The most registrations one answer of the copy carries. */
export const DOOR_PAGE_MAX = 1000;

const passesQuery = z.object({
  since: z.string().max(400, 'since must be the cursor of a previous answer.').optional(),
  limit: limitQuery(DOOR_PAGE_MAX, 4),
});

export const doorOfflineCalls = {
  /** The door's copy of an event running today, `?since=<cursor>&limit=` for what changed; 403: not today. */
  passes: defineCall({
    method: 'GET',
    route: '/api/admin/door/events/:id/passes',
    roles: doorReads,
    params: idParams,
    query: passesQuery,
    responses: { 200: doorPassesSchema, 404: errorResponse },
  }),
  /**
   * Admissions a door device made offline, `{ deviceId, admits }`, each dated from the session's copy on
   * (`clock_behind` before it); the device recorded is the one the session named when it took the copy.
   */
  sync: defineCall({
    method: 'POST',
    route: '/api/admin/door/sync',
    roles: atTheDoor,
    body: doorSyncInputSchema,
    responses: { 200: doorSyncResponse },
  }),
};
