/**
 * One error shape: a route throws an HttpError naming a stable `code` (issue 31) and the values its
 * words are written with; the error handler turns it into `{ code, message, ...values, ...extra }`
 * with its status. `message` is the English text (the SPEC's), taken from the English `errors`
 * catalogue (common/locales/en/errors.json) by the code: one place holds the words, and the client
 * shows `errors:<code>` in the reader's language with the same values. Anything else becomes a 500
 * without details.
 */
import type englishErrors from '../../../common/locales/en/errors.json';
import { translatorFor } from '../i18n.ts';

/** Every code the server answers with: a key of the English `errors` catalogue (TypeScript checks it). */
export type ErrorCode = keyof typeof englishErrors;

/** The values a code's message is written with (its ICU arguments): they go in the body as fields. */
export type ErrorValues = Record<string, string | number>;

/** The English words of a code, written with its values: the `message` of an answer. */
export function englishText(code: ErrorCode, values: ErrorValues = {}): string {
  return translatorFor('en')(`errors:${code}`, values);
}

/**
 * A field's problem in a 400 (or 409) body's `issues`: its path, code and English message, and the
 * values its words are written with (as the body's own).
 */
export interface FieldIssue {
  path: string;
  code: string;
  message: string;
  [value: string]: string | number;
}

export const fieldIssue = (path: string, code: ErrorCode, values: ErrorValues = {}): FieldIssue => ({
  ...values,
  path,
  code,
  message: englishText(code, values),
});

export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  /** A key of the `errors` catalogue, or for a refused admission its door reason (see `spoken`). */
  readonly code: string;
  /** The code's ICU arguments: sent as fields of the body. */
  readonly values: ErrorValues;
  /** Other fields of the body (a door's `reason`, a form's `issues`). */
  readonly extra: Record<string, unknown>;
  /** Response headers that go with it (a Retry-After, say). */
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    /** The code, or a code with its English words already written (a refused admission: `spoken`). */
    code: ErrorCode | { code: string; message: string },
    values: ErrorValues = {},
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(typeof code === 'string' ? englishText(code, values) : code.message);
    this.statusCode = statusCode;
    this.code = typeof code === 'string' ? code : code.code;
    this.values = values;
    this.extra = extra;
    this.headers = headers;
  }

  /**
   * An error whose code is not a key of `errors` and whose English words are written elsewhere: a
   * refused admission, coded by its door reason (`already_checked_in`...), its words the door's
   * (common/admission-rules.ts), translated by the web by that reason.
   */
  static spoken(statusCode: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    return new HttpError(statusCode, { code, message }, {}, extra);
  }

  /** The answer's body: `{ code, message, ...values, ...extra }`. */
  body(): { code: string; message: string; [field: string]: unknown } {
    return { code: this.code, message: this.message, ...this.values, ...this.extra };
  }
}

export const badRequest = (code: ErrorCode, values?: ErrorValues, extra?: Record<string, unknown>) =>
  new HttpError(400, code, values, extra);
/** A 400 about one field: the body's message and its `issues` name the same problem. */
export const fieldRefused = (path: string, code: ErrorCode, values?: ErrorValues, status = 400) =>
  new HttpError(status, code, values, { issues: [fieldIssue(path, code, values)] });
export const unauthorized = (code: ErrorCode = 'sign_in_required', values?: ErrorValues) =>
  new HttpError(401, code, values);
export const forbidden = (code: ErrorCode, values?: ErrorValues) => new HttpError(403, code, values);
export const notFound = (code: ErrorCode, values?: ErrorValues, extra?: Record<string, unknown>) =>
  new HttpError(404, code, values, extra);
export const conflict = (code: ErrorCode, values?: ErrorValues, extra?: Record<string, unknown>) =>
  new HttpError(409, code, values, extra);
export const serviceUnavailable = (code: ErrorCode, retryAfterSeconds?: number, values?: ErrorValues) =>
  new HttpError(
    503,
    code,
    values,
    {},
    retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) },
  );
export const tooManyRequests = (code: ErrorCode, retryAfterSeconds: number, values?: ErrorValues) =>
  new HttpError(429, code, values, {}, { 'retry-after': String(retryAfterSeconds) });

/**
 * A success meant for people (a resend's "sent again", a claim's outcome): `{ code, message, ...values }`,
 * its words the `errors` catalogue's, shown by the web in the reader's language (answerText).
 */
export function spokenAnswer<const Code extends ErrorCode, const Values extends ErrorValues = Record<never, never>>(
  code: Code,
  values?: Values,
): { code: Code; message: string } & Values {
  return { ...(values ?? ({} as Values)), code, message: englishText(code, values) };
}
