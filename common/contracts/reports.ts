/** An event's numbers and its registrations as a CSV file. */
import { errorResponse, eventStatsSchema } from '../responses.ts';
import { defineCall, idParams, readers, textAnswer } from './contract.ts';

export const reportCalls = {
  stats: defineCall({
    method: 'GET',
    route: '/api/admin/events/:id/stats',
    roles: readers,
    params: idParams,
    responses: { 200: eventStatsSchema, 404: errorResponse },
  }),
  /** A download, not a fetch. */
  csv: defineCall({
    method: 'GET',
    route: '/api/admin/events/:id/registrations.csv',
    roles: readers,
    params: idParams,
    responses: { 200: textAnswer('text/csv'), 404: errorResponse },
  }),
};
