/**
 * The e-mail of a registration that joined the event's waiting list (issue 30): its place in line,
 * the event's name and dates, and no pass (it has none until it gets a place). Plain text and HTML;
 * names escaped in HTML and kept on one line in headers, as the pass e-mail's.
 */

import { DEFAULT_LOCALE } from '../../../common/i18n/locales.ts';
import { translatorFor } from '../../platform/i18n.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { a, escapeHtml, framedEmail, oneLine, p, strong } from './email-frame.ts';
import { formatEventPeriod, type PassEmailInput, registrationLinkLine } from './pass-email.ts';

export function buildWaitingListEmail(input: PassEmailInput, position: number): MailMessage {
  const { registration, event } = input;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale);
  const period = formatEventPeriod(event.startDate, event.endDate, input.timezone, locale);
  const eventName = oneLine(event.name);
  const line = t('email:waiting.position', { position });
  const full = t('email:waiting.full', { event: eventName });
  const noPass = t('email:waiting.noPass');
  return framedEmail({
    name: oneLine(registration.name),
    address: registration.email,
    subject: t('email:waiting.subject', { event: eventName, position }),
    title: t('email:waiting.title', { event: eventName }),
    supportEmail: input.supportEmail,
    locale,
    lines: [
      `${full} ${line}`,
      t('email:when', { period }),
      '',
      noPass,
      registrationLinkLine(input.registrationUrl, locale),
    ],
    html: [
      p(`${escapeHtml(full)} ${strong(line)}`),
      p(`${strong(t('email:whenLabel'))} ${escapeHtml(period)}`, '0 0 16px'),
      p(escapeHtml(noPass)),
      p(`${a(input.registrationUrl, t('email:registrationLinkLabel'))}: ${escapeHtml(t('email:waiting.linkHtml'))}`),
    ].join('\n      '),
  });
}
