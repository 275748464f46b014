/** Today's exhibits a visitor can check in to. */
import { z } from 'zod';
import { publicApiPaths } from '../public-api-paths.ts';
import { activeExhibitSchema } from '../responses.ts';
import { defineCall } from './contract.ts';

export const publicExhibitCalls = {
  active: defineCall({
    method: 'GET',
    route: publicApiPaths.exhibits.active.route,
    roles: 'public',
    responses: { 200: z.array(activeExhibitSchema) },
  }),
};
