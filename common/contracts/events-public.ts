/** The events a visitor can register for. */
import { z } from 'zod';
import { publicApiPaths } from '../public-api-paths.ts';
import { activeEventSchema } from '../responses.ts';
import { defineCall } from './contract.ts';

export const publicEventCalls = {
  active: defineCall({
    method: 'GET',
    route: publicApiPaths.events.active.route,
    roles: 'public',
    responses: { 200: z.array(activeEventSchema) },
  }),
};
