import { sessionCalls } from '@common/contracts/session';
import type { ShippedLocale } from '@common/i18n/locales';
import { callApi } from '@/lib/api-client';

/**
 * The signed-in account's own language (issue 31): kept with the account, so the admin area opens in
 * it at the next sign-in on any device. A failure changes nothing on this device (the menu's cookie holds).
 */
export const saveMyLocale = (locale: ShippedLocale) =>
  callApi(sessionCalls.setMyLocale, { body: { locale } }).catch(() => undefined);
