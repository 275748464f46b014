/** A request's locale (issue 31): the language menu's cookie, else its Accept-Language (common/i18n/locales.ts). */
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, type Locale, negotiateLocale } from '../../../common/i18n/locales.ts';

export function requestLocale(request: FastifyRequest): Locale {
  const cookies = (request as { cookies?: Record<string, string | undefined> }).cookies;
  return negotiateLocale(cookies?.[LOCALE_COOKIE], request.headers['accept-language']);
}
