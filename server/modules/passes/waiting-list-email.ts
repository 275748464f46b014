/**
 * The e-mail of a registration that joined the event's waiting list (issue 30): its place in line,
 * the event's name and dates, and no pass (it has none until it gets a place). Plain text and HTML;
 * names escaped in HTML and kept on one line in headers, as the pass e-mail's.
 */
import type { MailMessage } from '../../platform/mail.ts';
import { a, escapeHtml, framedEmail, oneLine, p, strong } from './email-frame.ts';
import { formatEventPeriod, type PassEmailInput, registrationLinkLine } from './pass-email.ts';

export function buildWaitingListEmail(input: PassEmailInput, position: number): MailMessage {
  const { registration, event } = input;
  const period = formatEventPeriod(event.startDate, event.endDate, input.timezone);
  const eventName = oneLine(event.name);
  const line = `You are on the waiting list, position ${position}.`;
  const noPass = 'You have no pass yet, so you cannot be admitted at the door.';
  return framedEmail({
    name: oneLine(registration.name),
    address: registration.email,
    subject: `Waiting list for ${eventName}: position ${position}`,
    title: `Waiting list for ${eventName}`,
    supportEmail: input.supportEmail,
    lines: [
      `${eventName} is full. ${line}`,
      `When: ${period}`,
      '',
      noPass,
      registrationLinkLine(input.registrationUrl),
    ],
    html: [
      p(`${escapeHtml(eventName)} is full. ${strong(line)}`),
      p(`${strong('When:')} ${escapeHtml(period)}`, '0 0 16px'),
      p(escapeHtml(noPass)),
      p(
        `${a(input.registrationUrl, 'Your registration')}: see your place in line, edit your details or leave the list.`,
      ),
    ].join('\n      '),
  });
}
