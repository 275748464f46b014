/** The devices enrolled for the public check-in (KIOSK_CHECKIN=enrolled): setting up the venue. */
import { z } from 'zod';
import { errorResponse, kioskDeviceSchema, messageResponse } from '../responses.ts';
import { kioskDeviceInputSchema } from '../schemas.ts';
import { defineCall, idParams, organisers, readers } from './contract.ts';

export const kioskCalls = {
  list: defineCall({
    method: 'GET',
    route: '/api/admin/kiosk-devices',
    roles: readers,
    responses: { 200: z.array(kioskDeviceSchema) },
  }),
  /** Enrol this device. */
  enrol: defineCall({
    method: 'POST',
    route: '/api/admin/kiosk-devices',
    roles: organisers,
    body: kioskDeviceInputSchema,
    responses: { 201: kioskDeviceSchema },
  }),
  /** Revoke a device's enrolment. */
  revoke: defineCall({
    method: 'DELETE',
    route: '/api/admin/kiosk-devices/:id',
    roles: organisers,
    params: idParams,
    responses: { 200: messageResponse, 404: errorResponse },
  }),
};
