/**
 * The confirmation of a cancelled registration (issue 30 item 2): the event, when it was cancelled
 * (the door's words, in APP_TIMEZONE), that the pass no longer admits anyone, and the personal link.
 * Plain text and HTML; names escaped in HTML and kept on one line in headers, as the pass e-mail's.
 */

import { cancelledMessage } from '../../../common/admission-rules.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locales.ts';
import { intlLocale } from '../../../common/i18n/translator.ts';
import { type Translate, translatorFor } from '../../platform/i18n.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { a, escapeHtml, framedEmail, oneLine, p, strong } from './email-frame.ts';
import { formatEventPeriod, type PassEmailInput, registrationLinkLine } from './pass-email.ts';

type Cancellation = NonNullable<PassEmailInput['cancelled']>;

/** What the e-mail says happened: by whom, and what the registration was before (`t`: the visitor's language). */
export function cancellationLines(
  eventName: string,
  cancellation: Cancellation,
  t: Translate = translatorFor(DEFAULT_LOCALE),
): { line: string; noPass: string } {
  const again = t('email:cancel.again');
  const noLongerAdmits = t('email:cancel.noLongerAdmits', { again });
  if (cancellation.by === 'system') return { line: t('email:cancel.expired', { event: eventName }), noPass: again };
  if (cancellation.by === 'organiser') {
    const line = cancellation.reason
      ? t('email:cancel.byOrganiserWithReason', { event: eventName, reason: oneLine(cancellation.reason) })
      : t('email:cancel.byOrganiser', { event: eventName });
    return { line, noPass: cancellation.before === 'registered' ? noLongerAdmits : again };
  }
  if (cancellation.before === 'waiting')
    return { line: t('email:cancel.leftList', { event: eventName }), noPass: again };
  if (cancellation.before === 'offered')
    return { line: t('email:cancel.declined', { event: eventName }), noPass: again };
  return { line: t('email:cancel.byVisitor', { event: eventName }), noPass: noLongerAdmits };
}

/** "Cancelled on 3 March, 14:05." in the visitor's language and APP_TIMEZONE (English: the door's words). */
function cancelledOn(at: Date, timezone: string, locale: Locale, t: Translate): string {
  if (locale === DEFAULT_LOCALE) return `${cancelledMessage(at, timezone)}.`;
  const when = new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: timezone,
  }).format(at);
  return t('email:cancel.on', { when });
}

export function buildCancellationEmail(input: PassEmailInput, cancellation: Cancellation): MailMessage {
  const { registration, event } = input;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale);
  const period = formatEventPeriod(event.startDate, event.endDate, input.timezone, locale);
  const eventName = oneLine(event.name);
  const when = cancelledOn(cancellation.at, input.timezone, locale, t);
  const { line, noPass } = cancellationLines(eventName, cancellation, t);
  return framedEmail({
    name: oneLine(registration.name),
    address: registration.email,
    subject: t('email:cancel.subject', { event: eventName }),
    title: t('email:cancel.subject', { event: eventName }),
    supportEmail: input.supportEmail,
    locale,
    lines: [
      line,
      when,
      t('email:cancel.event', { period }),
      '',
      noPass,
      registrationLinkLine(input.registrationUrl, locale),
    ],
    html: [
      p(escapeHtml(line)),
      p(strong(when)),
      p(`${strong(t('email:cancel.eventLabel'))} ${escapeHtml(period)}`, '0 0 16px'),
      p(escapeHtml(noPass)),
      p(a(input.registrationUrl, t('email:registrationLinkLabel'))),
    ].join('\n      '),
  });
}
