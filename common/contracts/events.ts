/** The organiser's events: the lists by phase, one event, create, change, delete. */
import { z } from 'zod';
import { adminEventSchema, errorResponse, messageResponse } from '../responses.ts';
import { eventInputSchema } from '../schemas.ts';
import { defineCall, doorReads, idParams, organisers, readers } from './contract.ts';

const eventList = { 200: z.array(adminEventSchema) };
/** `?confirm=ended`: delete an event that has ended, with everything recorded for it. */
const deleteQuery = z.object({
  confirm: z.literal('ended', { error: 'confirm must be "ended" (to delete an event that has ended)' }).optional(),
});

export const eventCalls = {
  list: defineCall({ method: 'GET', route: '/api/admin/events', roles: readers, responses: eventList }),
  /** The events of one phase (web/src/features/admin-events/utils/event-groups.ts); the door reads the ongoing. */
  ongoing: defineCall({ method: 'GET', route: '/api/admin/events/ongoing', roles: doorReads, responses: eventList }),
  upcoming: defineCall({ method: 'GET', route: '/api/admin/events/upcoming', roles: readers, responses: eventList }),
  past: defineCall({ method: 'GET', route: '/api/admin/events/past', roles: readers, responses: eventList }),
  get: defineCall({
    method: 'GET',
    route: '/api/admin/events/:id',
    roles: readers,
    params: idParams,
    responses: { 200: adminEventSchema, 404: errorResponse },
  }),
  create: defineCall({
    method: 'POST',
    route: '/api/admin/events',
    roles: organisers,
    body: eventInputSchema,
    responses: { 201: adminEventSchema },
  }),
  /** 409: the event has ended, or the places asked are fewer than the people registered. */
  update: defineCall({
    method: 'PUT',
    route: '/api/admin/events/:id',
    roles: organisers,
    params: idParams,
    body: eventInputSchema,
    responses: { 200: adminEventSchema, 404: errorResponse, 409: errorResponse },
  }),
  /** 409: the event has ended and `?confirm=ended` is missing. */
  remove: defineCall({
    method: 'DELETE',
    route: '/api/admin/events/:id',
    roles: organisers,
    params: idParams,
    query: deleteQuery,
    responses: { 200: messageResponse, 404: errorResponse, 409: errorResponse },
  }),
};
