/**
 * The reminder e-mail (issue 30 item 4): the pass (its QR inline, as the pass e-mail attaches it),
 * when and where (the event's days, its exhibits with their times), the pass link, and the way to free
 * the place for the waiting list. Plain text and HTML; names escaped in HTML and kept on one line in
 * headers, as the pass e-mail's.
 */
import type { MailMessage } from '../../platform/mail.ts';
import { escapeHtml, formatEventPeriod, oneLine, type PassEmailInput, QR_CID } from '../passes/pass-email.ts';
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
  const { registration, event } = input;
  const period = formatEventPeriod(event.startDate, event.endDate, input.timezone);
  const eventName = oneLine(event.name);
  const name = oneLine(registration.name);
  const { passUrl, freePlaceUrl } = input;
  const exhibits = input.exhibits.map((exhibit) => exhibitLine(exhibit, input.timezone));

  const text = [
    `Hello ${name},`,
    '',
    `This is a reminder: you are registered for ${eventName}.`,
    `When: ${period}`,
    ...(exhibits.length > 0 ? ['', 'Exhibits:', ...exhibits.map((line) => `- ${line}`)] : []),
    '',
    'Your personal QR pass is attached to this e-mail. Show it at the entrance and at each exhibit.',
    `Your pass: ${passUrl}`,
    '',
    `${FREE_YOUR_PLACE}: ${freePlaceUrl}`,
    input.supportEmail ? `\nQuestions? Reply to this e-mail or write to ${input.supportEmail}.` : '',
  ].join('\n');

  const exhibitList =
    exhibits.length > 0
      ? `<p style="margin:0 0 4px"><strong>Exhibits:</strong></p>
      <ul style="margin:0 0 16px;padding-left:20px">${exhibits.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
      : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Reminder: ${escapeHtml(eventName)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5fb;font-family:Arial,Helvetica,sans-serif;color:#1f2340">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      <p style="margin:0 0 8px;font-size:14px;color:#5b5f7a">ID Event</p>
      <h1 style="margin:0 0 16px;font-size:22px">Reminder: ${escapeHtml(eventName)}</h1>
      <p style="margin:0 0 8px">Hello ${escapeHtml(name)},</p>
      <p style="margin:0 0 8px">This is a reminder: you are registered. Show this QR code at the entrance and at each exhibit.</p>
      <p style="margin:0 0 16px"><strong>When:</strong> ${escapeHtml(period)}</p>
      ${exhibitList}
      <p style="text-align:center;margin:0 0 8px"><img src="cid:${QR_CID}" width="256" height="256" alt="Your QR pass"></p>
      <p style="text-align:center;margin:0 0 24px;font-size:12px;color:#5b5f7a">Secure • Personal • Non-transferable</p>
      <p style="margin:0 0 8px"><a href="${escapeHtml(passUrl)}" style="color:#4f46e5">Your pass</a></p>
      <p style="margin:0 0 8px"><a href="${escapeHtml(freePlaceUrl)}" style="color:#4f46e5">${escapeHtml(FREE_YOUR_PLACE)}</a></p>
      ${input.supportEmail ? `<p style="margin:16px 0 0;font-size:13px;color:#5b5f7a">Questions? Reply to this e-mail or write to ${escapeHtml(input.supportEmail)}.</p>` : ''}
    </td></tr>
  </table>
</body></html>`;

  return {
    to: { name, address: registration.email },
    subject: `Reminder: ${eventName}`,
    replyTo: input.supportEmail ?? undefined,
    text,
    html,
    attachments: [
      { filename: 'pass-qr.png', content: await qrPng(registration.qrCode), cid: QR_CID, contentType: 'image/png' },
    ],
  };
}
