/**
 * The e-mail of a registration that joined the event's waiting list (issue 30): its place in line,
 * the event's name and dates, and no pass (it has none until it gets a place). Plain text and HTML;
 * names escaped in HTML and kept on one line in headers, as the pass e-mail's.
 */
import type { MailMessage } from '../../platform/mail.ts';
import { escapeHtml, formatEventPeriod, oneLine, type PassEmailInput, registrationLinkLine } from './pass-email.ts';

export function buildWaitingListEmail(input: PassEmailInput, position: number): MailMessage {
  const { registration, event } = input;
  const period = formatEventPeriod(event.startDate, event.endDate, input.timezone);
  const eventName = oneLine(event.name);
  const name = oneLine(registration.name);
  const line = `You are on the waiting list, position ${position}.`;
  const noPass = 'You have no pass yet, so you cannot be admitted at the door.';

  const text = [
    `Hello ${name},`,
    '',
    `${eventName} is full. ${line}`,
    `When: ${period}`,
    '',
    noPass,
    registrationLinkLine(input.registrationUrl),
    input.supportEmail ? `\nQuestions? Reply to this e-mail or write to ${input.supportEmail}.` : '',
  ].join('\n');

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Waiting list for ${escapeHtml(eventName)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5fb;font-family:Arial,Helvetica,sans-serif;color:#1f2340">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      <p style="margin:0 0 8px;font-size:14px;color:#5b5f7a">ID Event</p>
      <h1 style="margin:0 0 16px;font-size:22px">Waiting list for ${escapeHtml(eventName)}</h1>
      <p style="margin:0 0 8px">Hello ${escapeHtml(name)},</p>
      <p style="margin:0 0 8px">${escapeHtml(eventName)} is full. <strong>${escapeHtml(line)}</strong></p>
      <p style="margin:0 0 16px"><strong>When:</strong> ${escapeHtml(period)}</p>
      <p style="margin:0 0 8px">${escapeHtml(noPass)}</p>
      <p style="margin:0 0 8px"><a href="${escapeHtml(input.registrationUrl)}" style="color:#4f46e5">Your registration</a>: see your place in line, edit your details or leave the list.</p>
      ${input.supportEmail ? `<p style="margin:16px 0 0;font-size:13px;color:#5b5f7a">Questions? Reply to this e-mail or write to ${escapeHtml(input.supportEmail)}.</p>` : ''}
    </td></tr>
  </table>
</body></html>`;

  return {
    to: { name, address: registration.email },
    subject: `Waiting list for ${eventName}: position ${position}`,
    replyTo: input.supportEmail ?? undefined,
    text,
    html,
  };
}
