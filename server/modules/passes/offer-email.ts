/**
 * "A place is yours" (issue 30 item 3): a place freed at a full event is offered to the first on its
 * waiting list, who claims it from their own page (the personal link) before the offer ends; the pass
 * follows the claim. Plain text and HTML; names escaped in HTML and kept on one line in headers, as
 * the pass e-mail's.
 */
import type { MailMessage } from '../../platform/mail.ts';
import { escapeHtml, formatEventPeriod, oneLine, type PassEmailInput } from './pass-email.ts';

/** "Friday, 5 March, 14:05" in APP_TIMEZONE: when the offer ends. */
export function formatOfferEnd(until: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
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
  const period = formatEventPeriod(event.startDate, event.endDate, input.timezone);
  const eventName = oneLine(event.name);
  const name = oneLine(registration.name);
  const end = formatOfferEnd(until, input.timezone);
  const line = `A place at ${eventName} has come free, and it is yours.`;
  const claim = `Claim it by ${end}: after that it goes to the next person on the waiting list.`;
  const after = 'Your pass comes by e-mail as soon as you claim your place.';

  const text = [
    `Hello ${name},`,
    '',
    line,
    claim,
    `When: ${period}`,
    '',
    `Claim my place: ${input.registrationUrl}`,
    after,
    "Can't come after all? Decline it from the same page, and the place goes to the next person.",
    input.supportEmail ? `\nQuestions? Reply to this e-mail or write to ${input.supportEmail}.` : '',
  ].join('\n');

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>A place is yours: ${escapeHtml(eventName)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5fb;font-family:Arial,Helvetica,sans-serif;color:#1f2340">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      <p style="margin:0 0 8px;font-size:14px;color:#5b5f7a">ID Event</p>
      <h1 style="margin:0 0 16px;font-size:22px">A place is yours: ${escapeHtml(eventName)}</h1>
      <p style="margin:0 0 8px">Hello ${escapeHtml(name)},</p>
      <p style="margin:0 0 8px">${escapeHtml(line)}</p>
      <p style="margin:0 0 8px"><strong>${escapeHtml(claim)}</strong></p>
      <p style="margin:0 0 16px"><strong>When:</strong> ${escapeHtml(period)}</p>
      <p style="margin:0 0 16px"><a href="${escapeHtml(input.registrationUrl)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">Claim my place</a></p>
      <p style="margin:0 0 8px">${escapeHtml(after)}</p>
      <p style="margin:0 0 8px;font-size:13px;color:#5b5f7a">Can't come after all? Decline it from the same page, and the place goes to the next person.</p>
      ${input.supportEmail ? `<p style="margin:16px 0 0;font-size:13px;color:#5b5f7a">Questions? Reply to this e-mail or write to ${escapeHtml(input.supportEmail)}.</p>` : ''}
    </td></tr>
  </table>
</body></html>`;

  return {
    to: { name, address: registration.email },
    subject: `A place is yours: ${eventName}`,
    replyTo: input.supportEmail ?? undefined,
    text,
    html,
  };
}
