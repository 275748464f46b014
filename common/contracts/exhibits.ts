/** The organiser's exhibits: every one, create, change, delete. */
import { z } from 'zod';
import { adminExhibitSchema, errorResponse, messageResponse } from '../responses.ts';
import { exhibitInputSchema } from '../schemas.ts';
import { defineCall, doorReads, idParams, organisers } from './contract.ts';

export const exhibitCalls = {
  /** The door page reads them too. */
  list: defineCall({
    method: 'GET',
    route: '/api/admin/exhibits',
    roles: doorReads,
    responses: { 200: z.array(adminExhibitSchema) },
  }),
  /** 404: no such event; 409: the event has ended. */
  create: defineCall({
    method: 'POST',
    route: '/api/admin/exhibits',
    roles: organisers,
    body: exhibitInputSchema,
    responses: { 201: adminExhibitSchema, 404: errorResponse, 409: errorResponse },
  }),
  /** 409: the event has ended, or the capacity is below the check-ins. */
  update: defineCall({
    method: 'PUT',
    route: '/api/admin/exhibits/:id',
    roles: organisers,
    params: idParams,
    body: exhibitInputSchema,
    responses: { 200: adminExhibitSchema, 404: errorResponse, 409: errorResponse },
  }),
  remove: defineCall({
    method: 'DELETE',
    route: '/api/admin/exhibits/:id',
    roles: organisers,
    params: idParams,
    responses: { 200: messageResponse, 404: errorResponse, 409: errorResponse },
  }),
};
