/** Staff accounts (issue 14): the owner lists, adds and changes them. */
import { errorResponse, staffAccountSchema, staffAccountsResponse } from '../responses.ts';
import { createStaffInputSchema, updateStaffInputSchema } from '../schemas.ts';
import { defineCall, idParams, owners } from './contract.ts';

export const staffCalls = {
  list: defineCall({
    method: 'GET',
    route: '/api/admin/users',
    roles: owners,
    responses: { 200: staffAccountsResponse },
  }),
  /** 409: the name is taken. */
  create: defineCall({
    method: 'POST',
    route: '/api/admin/users',
    roles: owners,
    body: createStaffInputSchema,
    responses: { 201: staffAccountSchema, 409: errorResponse },
  }),
  /** An account's role, password, or disabling it; 409: it would leave no enabled owner. */
  update: defineCall({
    method: 'PATCH',
    route: '/api/admin/users/:id',
    roles: owners,
    params: idParams,
    body: updateStaffInputSchema,
    responses: { 200: staffAccountSchema, 404: errorResponse, 409: errorResponse },
  }),
};
