/**
 * "A place is yours" (issue 30 item 3): a place freed at a full event is offered to the first on its
 * waiting list, who claims it from their own page (the personal link) before the offer ends; the pass
 * follows the claim. Plain text and HTML; names escaped in HTML and kept on one line in headers, as
 * the pass e-mail's.
 */

import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locales.ts';
import { intlLocale } from '../../../common/i18n/translator.ts';
import { translatorFor } from '../../platform/i18n.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { escapeHtml, framedEmail, oneLine, p, strong } from './email-frame.ts';
import { formatEventPeriod, type PassEmailInput } from './pass-email.ts';

/** "Friday, 5 March, 14:05" in APP_TIMEZONE: when the offer ends. */
export function formatOfferEnd(until: Date, timezone: string, locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(locale === DEFAULT_LOCALE ? 'en-GB' : intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: timezone,
  }).format(until);
}

export function buildOfferEmail(input: PassEmailInput, until: Date): MailMessage {
  const { registration, event } = input;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale);
  const period = formatEventPeriod(event.startDate, event.endDate, input.timezone, locale);
  const eventName = oneLine(event.name);
  const line = t('email:offer.line', { event: eventName });
  const claim = t('email:offer.claimBy', { until: formatOfferEnd(until, input.timezone, locale) });
  const after = t('email:offer.after');
  const decline = t('email:offer.decline');
  const claimLabel = t('email:offer.button');
  // The page scrolls to its "Claim my place" button.
  const claimUrl = `${input.registrationUrl}#claim`;
  const button = `<a href="${escapeHtml(claimUrl)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(claimLabel)}</a>`;
  return framedEmail({
    name: oneLine(registration.name),
    address: registration.email,
    subject: t('email:offer.subject', { event: eventName }),
    title: t('email:offer.subject', { event: eventName }),
    supportEmail: input.supportEmail,
    locale,
    lines: [line, claim, t('email:when', { period }), '', `${claimLabel}: ${claimUrl}`, after, decline],
    html: [
      p(escapeHtml(line)),
      p(strong(claim)),
      p(`${strong(t('email:whenLabel'))} ${escapeHtml(period)}`, '0 0 16px'),
      p(button, '0 0 16px'),
      p(escapeHtml(after)),
      `<p style="margin:0 0 8px;font-size:13px;color:#5b5f7a">${escapeHtml(decline)}</p>`,
    ].join('\n      '),
  });
}
