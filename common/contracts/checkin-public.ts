/** The public exhibit check-in with a pass (SPEC section 7, /api/checkin). */

import { publicApiPaths } from '../public-api-paths.ts';
import { checkinResponse, errorResponse } from '../responses.ts';
import { checkinInputSchema } from '../schemas.ts';
import { defineCall } from './contract.ts';

export const checkinCalls = {
  /**
   * 400: not a pass (`reason`); 403: this device is not enrolled (KIOSK_CHECKIN=enrolled); 404: no such
   * registration or exhibit; 409: refused by the admission rules (`reason`, `checkedInAt`); 429.
   */
  checkin: defineCall({
    method: 'POST',
    route: publicApiPaths.checkin.route,
    roles: 'public',
    body: checkinInputSchema,
    responses: { 200: checkinResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse },
  }),
};
