/**
 * The words for a failed call in the reader's language (issue 31): the server answers every error
 * with a stable `code` and its English `message`; the client shows `errors:<code>` written with the
 * body's fields, the server's English when the code is not in the catalogue, else the fallback.
 */
import type { TFunction } from '@common/i18n/translator';
import { ApiError } from './api-client';
import { useTranslation } from './i18n-react';

export function errorText(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const english = error.serverMessage ?? fallback;
    if (!error.code) return english;
    return t(`errors:${error.code}`, { ...error.fields, defaultValue: english });
  }
  return fallback;
}

/** `const errorTextOf = useErrorText(); errorTextOf(error, t('common:error.generic'))`. */
export function useErrorText() {
  const { t } = useTranslation('errors');
  return (error: unknown, fallback: string) => errorText(t, error, fallback);
}

/**
 * A server answer's words meant for people (`{ code, message }`: a resend's "sent again", a claim's
 * outcome) in the reader's language: `errors:<code>` with the answer's fields, else its English.
 */
export function answerText(t: TFunction, answer: { code?: string; message: string }): string {
  if (!answer.code) return answer.message;
  return t(`errors:${answer.code}`, { ...answer, defaultValue: answer.message });
}
