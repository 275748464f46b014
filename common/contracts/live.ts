/** An event's live numbers, as Server-Sent Events (issue 15; common/live-events.ts). */
import { errorResponse } from '../responses.ts';
import { defineCall, everyone, idParams, textAnswer } from './contract.ts';

export const liveCalls = {
  /**
   * Any signed-in role, the door's phones too; 429: too many streams of this session or address;
   * 503: too many streams are open.
   */
  eventLive: defineCall({
    method: 'GET',
    route: '/api/admin/events/:id/live',
    roles: everyone,
    params: idParams,
    responses: {
      200: textAnswer(
        'text/event-stream',
        'Server-Sent Events: `counts`, `checkin` and `registration` (common/live-events.ts).',
      ),
      404: errorResponse,
      429: errorResponse,
    },
  }),
};
