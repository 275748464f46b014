/**
 * The confirmation of a cancelled registration (issue 30 item 2): the event, when it was cancelled
 * (the door's words, in APP_TIMEZONE), that the pass no longer admits anyone, and the personal link.
 * Plain text and HTML; names escaped in HTML and kept on one line in headers, as the pass e-mail's.
 */
import { cancelledMessage } from '../../../common/admission-rules.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { a, escapeHtml, framedEmail, oneLine, p, strong } from './email-frame.ts';
import { formatEventPeriod, type PassEmailInput, registrationLinkLine } from './pass-email.ts';

type Cancellation = NonNullable<PassEmailInput['cancelled']>;

/** What the e-mail says happened: by whom, and what the registration was before. */
export function cancellationLines(eventName: string, cancellation: Cancellation): { line: string; noPass: string } {
  const again = 'You can register again while places are left.';
  if (cancellation.by === 'system') {
    return {
      line: `The place offered to you at ${eventName} was not claimed in time, so it went to the next person on the waiting list.`,
      noPass: again,
    };
  }
  if (cancellation.by === 'organiser') {
    const reason = cancellation.reason ? ` Reason: ${oneLine(cancellation.reason)}` : '';
    return {
      line: `The organiser cancelled your registration for ${eventName}.${reason}`,
      noPass: cancellation.before === 'registered' ? `Your pass no longer admits you. ${again}` : again,
    };
  }
  if (cancellation.before === 'waiting') {
    return { line: `You left the waiting list for ${eventName}.`, noPass: again };
  }
  if (cancellation.before === 'offered') {
    return {
      line: `You declined the place offered to you at ${eventName}: it goes to the next person.`,
      noPass: again,
    };
  }
  return {
    line: `Your registration for ${eventName} is cancelled, and your place is freed for someone else.`,
    noPass: `Your pass no longer admits you. ${again}`,
  };
}

export function buildCancellationEmail(input: PassEmailInput, cancellation: Cancellation): MailMessage {
  const { registration, event } = input;
  const period = formatEventPeriod(event.startDate, event.endDate, input.timezone);
  const eventName = oneLine(event.name);
  const when = `${cancelledMessage(cancellation.at, input.timezone)}.`;
  const { line, noPass } = cancellationLines(eventName, cancellation);
  return framedEmail({
    name: oneLine(registration.name),
    address: registration.email,
    subject: `Registration cancelled: ${eventName}`,
    title: `Registration cancelled: ${eventName}`,
    supportEmail: input.supportEmail,
    lines: [line, when, `The event: ${period}`, '', noPass, registrationLinkLine(input.registrationUrl)],
    html: [
      p(escapeHtml(line)),
      p(strong(when)),
      p(`${strong('The event:')} ${escapeHtml(period)}`, '0 0 16px'),
      p(escapeHtml(noPass)),
      p(a(input.registrationUrl, 'Your registration')),
    ].join('\n      '),
  });
}
