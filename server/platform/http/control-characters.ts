/**
 * The control-character rule (common/control-characters.ts) on every request of every route, before
 * its schema: the address's parameters, the query string and the body. One hook on the root, so a
 * new route, with a contract or without, cannot forget it; the route's own schemas say which fields
 * may hold line breaks. A refusal is a 400 shaped as a validation error (`message`, `issues`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  CONTROL_CHARACTERS_MESSAGE,
  controlCharacterIssues,
  controlCharacterMessage,
} from '../../../common/control-characters.ts';
import { HttpError } from './errors.ts';

type RouteSchema = { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType } | undefined;

/** The issues of one request, parameters first, then query string, then body. */
export function requestControlCharacterIssues(
  request: Pick<FastifyRequest, 'params' | 'query' | 'body'>,
  schema: RouteSchema,
) {
  return [
    ...controlCharacterIssues(request.params, schema?.params),
    ...controlCharacterIssues(request.query, schema?.querystring),
    ...controlCharacterIssues(request.body, schema?.body),
  ];
}

export function registerControlCharacterCheck(server: FastifyInstance): void {
  server.addHook('preValidation', async (request) => {
    const issues = requestControlCharacterIssues(request, request.routeOptions.schema as RouteSchema);
    if (issues.length === 0) return;
    // Each issue's code (`control_characters`, `line_breaks`); the answer's is its first issue's,
    // its English message names every field (common/control-characters.ts).
    const coded = issues.map((issue) => ({
      ...issue,
      code: issue.message === CONTROL_CHARACTERS_MESSAGE ? 'control_characters' : 'line_breaks',
    }));
    throw HttpError.spoken(400, coded[0]!.code, controlCharacterMessage(issues), { issues: coded });
  });
}
