/** A request's locale (issue 31): the language menu's cookie, else its Accept-Language (common/i18n/locales.ts). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isShippedLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  type Locale,
  negotiateLocale,
} from '../../../common/i18n/locales.ts';

export function requestLocale(request: FastifyRequest): Locale {
  const cookies = (request as { cookies?: Record<string, string | undefined> }).cookies;
  return negotiateLocale(cookies?.[LOCALE_COOKIE], request.headers['accept-language']);
}

/**
 * A staff account's own language (issue 31) as the language menu's cookie, set at sign-in: the admin
 * area opens in it on any device. Not httpOnly: the page reads it as it reads a menu choice.
 */
export function setLocaleCookie(reply: FastifyReply, locale: string | null | undefined): void {
  if (!isShippedLocale(locale)) return;
  reply.setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    sameSite: 'lax',
    secure: reply.server.sessionCookie.secure,
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
  });
}

/** A stored account language as the API answers it: a shipped locale, else none. */
export const ownLocale = (locale: string | null | undefined) => (isShippedLocale(locale) ? locale : null);
