/**
 * "A place is yours" (issue 30 item 3): a place freed at a full event is offered to the first on its
 * waiting list, who claims it from their own page (the personal link) before the offer ends; the pass
 * follows the claim. Plain text and HTML; names escaped in HTML and kept on one line in headers, as
 * the pass e-mail's.
 */
import type { MailMessage } from '../../platform/mail.ts';
import { escapeHtml, framedEmail, oneLine, p, strong } from './email-frame.ts';
import { formatEventPeriod, type PassEmailInput } from './pass-email.ts';

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
  const line = `A place at ${eventName} has come free, and it is yours.`;
  const claim = `Claim it by ${formatOfferEnd(until, input.timezone)}: after that it goes to the next person on the waiting list.`;
  const after = 'Your pass comes by e-mail as soon as you claim your place.';
  const decline = "Can't come after all? Decline it from the same page, and the place goes to the next person.";
  // The page scrolls to its "Claim my place" button.
  const claimUrl = `${input.registrationUrl}#claim`;
  const button = `<a href="${escapeHtml(claimUrl)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">Claim my place</a>`;
  return framedEmail({
    name: oneLine(registration.name),
    address: registration.email,
    subject: `A place is yours: ${eventName}`,
    title: `A place is yours: ${eventName}`,
    supportEmail: input.supportEmail,
    lines: [line, claim, `When: ${period}`, '', `Claim my place: ${claimUrl}`, after, decline],
    html: [
      p(escapeHtml(line)),
      p(strong(claim)),
      p(`${strong('When:')} ${escapeHtml(period)}`, '0 0 16px'),
      p(button, '0 0 16px'),
      p(escapeHtml(after)),
      `<p style="margin:0 0 8px;font-size:13px;color:#5b5f7a">${escapeHtml(decline)}</p>`,
    ].join('\n      '),
  });
}
