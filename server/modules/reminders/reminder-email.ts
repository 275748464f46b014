/**
 * The reminder e-mail (issue 30 item 4): the pass (its QR inline, as the pass e-mail attaches it),
 * when and where (the event's days, its exhibits with their times), the pass link, and the way to free
 * the place for the waiting list. Plain text and HTML; names escaped in HTML and kept on one line in
 * headers, as the pass e-mail's.
 */
import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locales.ts';
import { intlLocale } from '../../../common/i18n/translator.ts';
import { translatorFor } from '../../platform/i18n.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { a, escapeHtml, framedEmail, oneLine, p, qrPassHtml, strong } from '../passes/email-frame.ts';
import { formatEventPeriod, type PassEmailInput, QR_CID } from '../passes/pass-email.ts';
import { qrPng } from '../passes/qr-image.ts';

export const FREE_YOUR_PLACE = "Can't come? Free your place for someone on the waiting list";

export interface ReminderExhibit {
  name: string;
  /** The exhibit's day (noon of it in APP_TIMEZONE). */
  date: Date;
  /** 'HH:MM'. */
  startTime: string;
  endTime: string;
}

/** A reminder's e-mail: what a pass e-mail says, with the event's exhibits and the link to free the place. */
export interface ReminderEmailInput extends Omit<PassEmailInput, 'waiting'> {
  exhibits: ReminderExhibit[];
  /** Where the visitor frees their place: their own page (/my-registration/{token}, "Cancel my registration"). */
  freePlaceUrl: string;
}

/** An exhibit as the reminder lists it: "Robotics Lab: Tuesday, December 1, 10:00–12:00". */
export function exhibitLine(exhibit: ReminderExhibit, timezone: string, locale: Locale = DEFAULT_LOCALE): string {
  const day = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: timezone,
  }).format(exhibit.date);
  return `${oneLine(exhibit.name)}: ${day}, ${exhibit.startTime}–${exhibit.endTime}`;
}

export async function buildReminderEmail(input: ReminderEmailInput): Promise<MailMessage> {
  const { registration, event, passUrl, freePlaceUrl } = input;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale);
  const period = formatEventPeriod(event.startDate, event.endDate, input.timezone, locale);
  const eventName = oneLine(event.name);
  const exhibits = input.exhibits.map((exhibit) => exhibitLine(exhibit, input.timezone, locale));
  const freeYourPlace = t('email:reminder.freeYourPlace');
  const exhibitList =
    exhibits.length > 0
      ? `${p(strong(t('email:reminder.exhibits')), '0 0 4px')}
      <ul style="margin:0 0 16px;padding-inline-start:20px">${exhibits.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
      : '';
  const message = framedEmail({
    name: oneLine(registration.name),
    address: registration.email,
    subject: t('email:reminder.subject', { event: eventName }),
    title: t('email:reminder.subject', { event: eventName }),
    supportEmail: input.supportEmail,
    locale,
    lines: [
      t('email:reminder.registered', { event: eventName }),
      t('email:when', { period }),
      ...(exhibits.length > 0 ? ['', t('email:reminder.exhibits'), ...exhibits.map((line) => `- ${line}`)] : []),
      '',
      t('email:pass.attached'),
      t('email:reminder.yourPass', { url: passUrl }),
      '',
      `${freeYourPlace}: ${freePlaceUrl}`,
    ],
    html: [
      p(escapeHtml(t('email:reminder.htmlIntro'))),
      p(`${strong(t('email:whenLabel'))} ${escapeHtml(period)}`, '0 0 16px'),
      exhibitList,
      qrPassHtml(QR_CID, locale),
      p(a(passUrl, t('email:calendarPassLabel'))),
      p(a(freePlaceUrl, freeYourPlace)),
    ]
      .filter(Boolean)
      .join('\n      '),
  });
  return {
    ...message,
    attachments: [
      { filename: 'pass-qr.png', content: await qrPng(registration.qrCode), cid: QR_CID, contentType: 'image/png' },
    ],
  };
}
