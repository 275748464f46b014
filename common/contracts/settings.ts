/** The settings: the support address shown to visitors. */
import { supportEmailResponse } from '../responses.ts';
import { supportEmailInputSchema } from '../schemas.ts';
import { defineCall, organisers, readers } from './contract.ts';

export const settingsCalls = {
  getSupportEmail: defineCall({
    method: 'GET',
    route: '/api/admin/config/support-email',
    roles: readers,
    responses: { 200: supportEmailResponse },
  }),
  setSupportEmail: defineCall({
    method: 'PUT',
    route: '/api/admin/config/support-email',
    roles: organisers,
    body: supportEmailInputSchema,
    responses: { 200: supportEmailResponse },
  }),
};
