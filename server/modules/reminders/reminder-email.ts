/**
 * The reminder e-mail (issue 30 item 4): the pass (its QR inline, as the pass e-mail attaches it),
 * when and where (the event's days, its exhibits with their times), the pass link, and the way to free
 * the place for the waiting list. Plain text and HTML; names escaped in HTML and kept on one line in
 * headers, as the pass e-mail's.
 */
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
export function exhibitLine(exhibit: ReminderExhibit, timezone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: timezone,
  }).format(exhibit.date);
  return `${oneLine(exhibit.name)}: ${day}, ${exhibit.startTime}–${exhibit.endTime}`;
}

export async function buildReminderEmail(input: ReminderEmailInput): Promise<MailMessage> {
  const { registration, event, passUrl, freePlaceUrl } = input;
  const period = formatEventPeriod(event.startDate, event.endDate, input.timezone);
  const eventName = oneLine(event.name);
  const exhibits = input.exhibits.map((exhibit) => exhibitLine(exhibit, input.timezone));
  const exhibitList =
    exhibits.length > 0
      ? `${p(strong('Exhibits:'), '0 0 4px')}
      <ul style="margin:0 0 16px;padding-left:20px">${exhibits.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
      : '';
  const message = framedEmail({
    name: oneLine(registration.name),
    address: registration.email,
    subject: `Reminder: ${eventName}`,
    title: `Reminder: ${eventName}`,
    supportEmail: input.supportEmail,
    lines: [
      `This is a reminder: you are registered for ${eventName}.`,
      `When: ${period}`,
      ...(exhibits.length > 0 ? ['', 'Exhibits:', ...exhibits.map((line) => `- ${line}`)] : []),
      '',
      'Your personal QR pass is attached to this e-mail. Show it at the entrance and at each exhibit.',
      `Your pass: ${passUrl}`,
      '',
      `${FREE_YOUR_PLACE}: ${freePlaceUrl}`,
    ],
    html: [
      p('This is a reminder: you are registered. Show this QR code at the entrance and at each exhibit.'),
      p(`${strong('When:')} ${escapeHtml(period)}`, '0 0 16px'),
      exhibitList,
      qrPassHtml(QR_CID),
      p(a(passUrl, 'Your pass')),
      p(a(freePlaceUrl, FREE_YOUR_PLACE)),
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
