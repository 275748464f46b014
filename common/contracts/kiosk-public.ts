/** Whether this device may use the public check-in (KIOSK_CHECKIN), and whether its organiser can enrol it. */

import { publicApiPaths } from '../public-api-paths.ts';
import { kioskDeviceStatusSchema } from '../responses.ts';
import { defineCall } from './contract.ts';

export const kioskPublicCalls = {
  device: defineCall({
    method: 'GET',
    route: publicApiPaths.kiosk.device.route,
    roles: 'public',
    responses: { 200: kioskDeviceStatusSchema },
  }),
};
