/**
 * The confirmation of a cancelled registration (issue 30 item 2): the event, when it was cancelled
 * (the door's words, in APP_TIMEZONE), that the pass no longer admits anyone, and the personal link.
 * Plain text and HTML; names escaped in HTML and kept on one line in headers, as the pass e-mail's.
 */
import { cancelledMessage } from '../../../common/admission-rules.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { escapeHtml, formatEventPeriod, oneLine, type PassEmailInput, registrationLinkLine } from './pass-email.ts';

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
  const name = oneLine(registration.name);
  const when = `${cancelledMessage(cancellation.at, input.timezone)}.`;
  const { line, noPass } = cancellationLines(eventName, cancellation);

  const text = [
    `Hello ${name},`,
    '',
    line,
    when,
    `The event: ${period}`,
    '',
    noPass,
    registrationLinkLine(input.registrationUrl),
    input.supportEmail ? `\nQuestions? Reply to this e-mail or write to ${input.supportEmail}.` : '',
  ].join('\n');

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Registration cancelled: ${escapeHtml(eventName)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5fb;font-family:Arial,Helvetica,sans-serif;color:#1f2340">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      <p style="margin:0 0 8px;font-size:14px;color:#5b5f7a">ID Event</p>
      <h1 style="margin:0 0 16px;font-size:22px">Registration cancelled: ${escapeHtml(eventName)}</h1>
      <p style="margin:0 0 8px">Hello ${escapeHtml(name)},</p>
      <p style="margin:0 0 8px">${escapeHtml(line)}</p>
      <p style="margin:0 0 8px"><strong>${escapeHtml(when)}</strong></p>
      <p style="margin:0 0 16px"><strong>The event:</strong> ${escapeHtml(period)}</p>
      <p style="margin:0 0 8px">${escapeHtml(noPass)}</p>
      <p style="margin:0 0 8px"><a href="${escapeHtml(input.registrationUrl)}" style="color:#4f46e5">Your registration</a></p>
      ${input.supportEmail ? `<p style="margin:16px 0 0;font-size:13px;color:#5b5f7a">Questions? Reply to this e-mail or write to ${escapeHtml(input.supportEmail)}.</p>` : ''}
    </td></tr>
  </table>
</body></html>`;

  return {
    to: { name, address: registration.email },
    subject: `Registration cancelled: ${eventName}`,
    replyTo: input.supportEmail ?? undefined,
    text,
    html,
  };
}
