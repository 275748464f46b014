/** The health checks and the API document: anyone may call them (load balancers, scripts). */
import { z } from 'zod';
import { publicApiPaths } from '../public-api-paths.ts';
import { errorResponse, healthResponse, readinessResponse } from '../responses.ts';
import { defineCall } from './contract.ts';

export const healthCalls = {
  /** The process is up. */
  healthz: defineCall({
    method: 'GET',
    route: publicApiPaths.healthz.route,
    roles: 'public',
    responses: { 200: healthResponse },
  }),
  /** The database answers. */
  readyz: defineCall({
    method: 'GET',
    route: publicApiPaths.readyz.route,
    roles: 'public',
    responses: { 200: readinessResponse, 503: errorResponse.extend({ status: z.string() }) },
  }),
  /** The API described (OpenAPI 3.1, from the routes' schemas, which come from these contracts). */
  openapi: defineCall({
    method: 'GET',
    route: publicApiPaths.openapi.route,
    roles: 'public',
    responses: { 200: z.record(z.string(), z.unknown()) },
  }),
};
