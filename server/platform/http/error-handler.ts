import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pgErrorCode } from '../db/client.ts';
import { HttpError } from './errors.ts';

/** Friendlier words for the errors Fastify itself raises on malformed requests. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_BAD_URL: 'The address is not valid.',
};

/** Database errors that mean the database is unreachable or restarting: the client may retry. */
const unavailableCodes = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004']);
const unavailableErrnos = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && unavailableCodes.has(code)) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const errno = (current as { code?: unknown }).code;
    if (typeof errno === 'string' && unavailableErrnos.has(errno)) return true;
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|is not queryable|Client was closed/i.test(message)
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Errors Fastify's router raises before any route or hook runs (a malformed or too long address):
 * answered as every other error, `{ message }`, instead of Fastify's own body that echoes the path.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'The address is too long.'
      : ((error.code && frameworkMessages[error.code]) ?? 'The request could not be understood.');
  reply.status(status).send({ message });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      const message = issues.map((issue) => issue.message).join('. ');
      return reply.status(400).send({ message: message || 'Invalid request.', issues });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: error.message || 'Too many requests. Please wait and try again.' });
    }
    if (status >= 400 && status < 500) {
      const message = (error.code && frameworkMessages[error.code]) ?? 'The request could not be understood.';
      return reply.status(status).send({ message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: 'The service is temporarily unavailable. Please try again in a moment.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
