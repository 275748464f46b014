/** The spreadsheet calls of the event page (SPEC sections 7 and 8): link, check, sync now, and status. */
import { z } from 'zod';
import {
  errorResponse,
  serviceAccountConfigSchema,
  sheetsConnectionCheckSchema,
  sheetsLinkStatusSchema,
  sheetsSyncResultSchema,
} from '../responses.ts';
import {
  NOT_A_SHEETS_LINK_MESSAGE,
  SHEETS_URL_MAX_LENGTH,
  SHEETS_URL_TOO_LONG_MESSAGE,
  spreadsheetIdFromUrl,
} from '../sheet-url.ts';
import { defineCall, idParams, organisers, readers } from './contract.ts';

const sheetsUrlInput = z.object({
  sheetsUrl: z
    .string({ error: 'sheetsUrl is required (an empty string removes the link)' })
    .trim()
    .max(SHEETS_URL_MAX_LENGTH, SHEETS_URL_TOO_LONG_MESSAGE)
    .refine((value) => value === '' || spreadsheetIdFromUrl(value) !== null, {
      message: NOT_A_SHEETS_LINK_MESSAGE,
    }),
});

const sheetsTestQuery = z.object({
  sheetsUrl: z.string().max(SHEETS_URL_MAX_LENGTH, SHEETS_URL_TOO_LONG_MESSAGE).optional(),
});

export const sheetsCalls = {
  serviceAccount: defineCall({
    method: 'GET',
    route: '/api/admin/config/service-account',
    roles: readers,
    responses: { 200: serviceAccountConfigSchema },
  }),
  /**
   * Whether the service account can open and edit the sheet, with the link in `?sheetsUrl=`; 502: Google
   * did not answer. It writes to the sheet and spends the quota: organisers only, audited (issue 28 item 10).
   */
  test: defineCall({
    method: 'GET',
    route: '/api/admin/config/sheets-test',
    roles: organisers,
    query: sheetsTestQuery,
    responses: { 200: sheetsConnectionCheckSchema, 502: errorResponse },
  }),
  getLink: defineCall({
    method: 'GET',
    route: '/api/admin/events/:id/sheets-url',
    roles: readers,
    params: idParams,
    responses: { 200: sheetsLinkStatusSchema, 404: errorResponse },
  }),
  /** 409: the event has ended. */
  setLink: defineCall({
    method: 'PUT',
    route: '/api/admin/events/:id/sheets-url',
    roles: organisers,
    params: idParams,
    body: sheetsUrlInput,
    responses: { 200: sheetsLinkStatusSchema, 404: errorResponse, 409: errorResponse },
  }),
  /**
   * 409: not configured, no link, or a sync already running; 422: the sheet refused; 502: Google did
   * not answer well.
   */
  sync: defineCall({
    method: 'POST',
    route: '/api/admin/events/:id/sheets-sync',
    roles: organisers,
    params: idParams,
    responses: {
      200: sheetsSyncResultSchema,
      404: errorResponse,
      409: errorResponse,
      422: errorResponse,
      502: errorResponse,
    },
  }),
};
