import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pgErrorCode } from '../db/client.ts';
import { type ErrorCode, englishText, HttpError } from './errors.ts';

/** The codes of the errors Fastify itself raises on malformed requests (their friendlier words in `errors`). */
const frameworkCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body_invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body_empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'body_not_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'body_length_mismatch',
  FST_ERR_BAD_URL: 'address_invalid',
  FST_ERR_MAX_PARAM_LENGTH: 'address_too_long',
};

/** The body of a request Fastify refused: its code's, `request_not_understood` for any other. */
const frameworkBody = (error: FastifyError, status: number) =>
  new HttpError(status, (error.code && frameworkCodes[error.code]) || 'request_not_understood').body();

/**
 * A schema's issue: its message is an `errors:` key (common/schemas.ts, so the web shows it in the
 * reader's language) or, from a schema without one, zod's own English. The answer says it in English
 * with its code.
 */
function schemaIssue(message: string | undefined): { code: string; message: string } {
  if (message?.startsWith('errors:')) {
    const code = message.slice('errors:'.length) as ErrorCode;
    return { code, message: englishText(code) };
  }
  return { code: 'invalid_value', message: message ?? englishText('invalid_value') };
}

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
/**
 * Errors Fastify's router raises before any route or hook runs (a malformed or too long address):
 * answered as every other error, `{ code, message }`, instead of Fastify's own body that echoes the path.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  reply.status(status).send(frameworkBody(error, status));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.body());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        ...schemaIssue(issue.message),
      }));
      const message = issues.map((issue) => issue.message).join('. ');
      // The answer's code is its first issue's (`invalid_request` when none is said).
      return reply.status(400).send({
        code: issues[0]?.code ?? 'invalid_request',
        message: message || englishText('invalid_request'),
        issues,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(new HttpError(429, 'too_many_requests').body());
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(frameworkBody(error, status));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(new HttpError(503, 'service_unavailable').body());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(new HttpError(500, 'server_error').body());
  });
}
