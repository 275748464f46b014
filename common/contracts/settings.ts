/** The settings: the support address shown to visitors. */
import { eventLanguagesResponse, supportEmailResponse } from '../responses.ts';
import { eventLanguagesInputSchema, supportEmailInputSchema } from '../schemas.ts';
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
  /** Issue 31: the languages events are written in, the first one each event's own. */
  getEventLanguages: defineCall({
    method: 'GET',
    route: '/api/admin/config/event-languages',
    roles: readers,
    responses: { 200: eventLanguagesResponse },
  }),
  setEventLanguages: defineCall({
    method: 'PUT',
    route: '/api/admin/config/event-languages',
    roles: organisers,
    body: eventLanguagesInputSchema,
    responses: { 200: eventLanguagesResponse },
  }),
};
