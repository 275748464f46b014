/**
 * The pass e-mail: HTML and plain text, the QR inline (a CID attachment, not a remote image), the
 * event's name and dates, a link to the pass (pass-link.ts), an .ics calendar attachment, and the
 * support e-mail as Reply-To when set. Every name is escaped in HTML and stripped of line breaks in headers.
 */
import icalGenerator from 'ical-generator';
import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locales.ts';
import { intlLocale } from '../../../common/i18n/translator.ts';
import { translatorFor } from '../../platform/i18n.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { a, escapeHtml, framedEmail, oneLine, p, qrPassHtml, strong } from './email-frame.ts';
import { qrPng } from './qr-image.ts';

export { escapeHtml, oneLine };

export const QR_CID = 'pass-qr@id-event';

export interface PassEmailInput {
  registration: { id: string; name: string; email: string; qrCode: string };
  event: { id: string; name: string; description: string; startDate: Date; endDate: Date };
  /** Where the pass can be found again: /my-pass, or a link that shows it (pass-link.ts). */
  passUrl: string;
  /**
   * The visitor's own page (registration-link.ts, issue 30 item 2): every e-mail of a registration
   * carries it, to see the pass, edit the details or cancel.
   */
  registrationUrl: string;
  timezone: string;
  supportEmail?: string | null;
  /** The visitor's language (the registration's, issue 31); English when not given. */
  locale?: Locale;
  /**
   * The registration is on the event's waiting list (issue 30): it has no pass yet, and its e-mail is
   * the waiting list's note instead (waiting-list-email.ts).
   */
  waiting?: { position: number };
  /**
   * The registration was cancelled (issue 30 items 2, 3, 5): the e-mail is its confirmation
   * (cancellation-email.ts), worded by who cancelled and what it was before.
   */
  cancelled?: {
    at: Date;
    by: 'visitor' | 'organiser' | 'system';
    reason?: string | null;
    before: 'registered' | 'waiting' | 'offered';
  };
  /** A freed place is offered to the registration until `until` (issue 30 item 3): offer-email.ts. */
  offered?: { until: Date };
}

/** The personal link's line in every e-mail's text. */
export const registrationLinkLine = (url: string, locale: Locale = DEFAULT_LOCALE) =>
  translatorFor(locale)('email:registrationLink', { url });

export function formatEventPeriod(
  startDate: Date,
  endDate: Date,
  timezone: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const day = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: timezone,
  });
  const start = day.format(startDate);
  const end = day.format(endDate);
  return start === end ? start : `${start} – ${end}`;
}

/**
 * An event's days in the calendar file: an all-day event from its first day to the day after its
 * last (iCalendar's DTEND of an all-day event is exclusive), as the venue's calendar names them.
 * ical-generator writes an all-day date from a Date's UTC day: each day is that day's UTC midnight.
 */
export function calendarDays(startDate: Date, endDate: Date, timezone: string): { start: Date; end: Date } {
  const day = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: timezone,
  });
  const utcMidnight = (date: Date) => new Date(`${day.format(date)}T00:00:00.000Z`);
  const end = utcMidnight(endDate);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: utcMidnight(startDate), end };
}

/**
 * The event's calendar file (.ics): the pass e-mail's attachment, and "Add to calendar" on the
 * visitor's own page (issue 30 item 2). `link`: the page it points back to.
 */
export function calendarFile(
  event: PassEmailInput['event'],
  timezone: string,
  link: { label: string; url: string },
): string {
  const eventName = oneLine(event.name);
  const calendar = icalGenerator({ name: eventName, prodId: { company: 'ID Event', product: 'passes' } });
  calendar.createEvent({
    id: `${event.id}@id-event`,
    // Events run whole days (from 00:00 of the first to the end of the last): no '12:00 AM' start.
    allDay: true,
    ...calendarDays(event.startDate, event.endDate, timezone),
    summary: eventName,
    description: `${event.description}\n\n${link.label}: ${link.url}`.trim(),
    url: link.url,
  });
  return calendar.toString();
}

export async function buildPassEmail(input: PassEmailInput): Promise<MailMessage> {
  const { registration, event, passUrl } = input;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale);
  const period = formatEventPeriod(event.startDate, event.endDate, input.timezone, locale);
  const eventName = oneLine(event.name);
  const message = framedEmail({
    name: oneLine(registration.name),
    address: registration.email,
    subject: t('email:pass.subject', { event: eventName }),
    title: t('email:pass.subject', { event: eventName }),
    supportEmail: input.supportEmail,
    locale,
    lines: [
      t('email:pass.registered', { event: eventName }),
      t('email:when', { period }),
      '',
      t('email:pass.attached'),
      t('email:pass.findAgain', { url: passUrl }),
      registrationLinkLine(input.registrationUrl, locale),
      '',
      t('email:qr.caption'),
    ],
    html: [
      p(escapeHtml(t('email:pass.htmlIntro'))),
      p(`${strong(t('email:whenLabel'))} ${escapeHtml(period)}`, '0 0 24px'),
      qrPassHtml(QR_CID, locale),
      p(`${escapeHtml(t('email:pass.lost'))} ${a(passUrl, t('email:pass.findAgainLink'))}.`),
      p(
        `${a(input.registrationUrl, t('email:registrationLinkLabel'))}: ${escapeHtml(t('email:registrationLinkHtml'))}`,
      ),
    ].join('\n      '),
  });
  return {
    ...message,
    attachments: [
      { filename: 'pass-qr.png', content: await qrPng(registration.qrCode), cid: QR_CID, contentType: 'image/png' },
      {
        filename: 'event.ics',
        content: calendarFile(event, input.timezone, { label: t('email:calendarPassLabel'), url: passUrl }),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
