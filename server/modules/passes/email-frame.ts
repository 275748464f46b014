/**
 * The frame every e-mail to a visitor shares (the pass, the waiting list's note, an offer, a
 * cancellation, a reminder): a greeting, the e-mail's own lines, the support line; in HTML, a white
 * card with "ID Event" over the title. Names are escaped in HTML and kept on one line in headers; an
 * e-mail's own HTML parts come escaped through `p`, `a`, `strong` and `escapeHtml`.
 */
import { DEFAULT_LOCALE, type Locale, localeDirection } from '../../../common/i18n/locales.ts';
import { translatorFor } from '../../platform/i18n.ts';
import type { MailMessage } from '../../platform/mail.ts';

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
export const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/** A paragraph of HTML already escaped; `margin` as CSS (the last of a group has more below it). */
export const p = (html: string, margin = '0 0 8px') => `<p style="margin:${margin}">${html}</p>`;
/** A link, its label escaped. */
export const a = (url: string, label: string) =>
  `<a href="${escapeHtml(url)}" style="color:#4f46e5">${escapeHtml(label)}</a>`;
export const strong = (text: string) => `<strong>${escapeHtml(text)}</strong>`;

export interface EmailFrame {
  /** The recipient's name (one line) and address. */
  name: string;
  address: string;
  subject: string;
  /** The HTML page's title and heading. */
  title: string;
  /** The plain text after "Hello {name}," and a blank line. */
  lines: string[];
  /** The HTML after the greeting, already escaped. */
  html: string;
  supportEmail?: string | null | undefined;
  /** The recipient's language (the registration's, issue 31): the greeting, the support line, `<html lang dir>`. */
  locale?: Locale;
}

/** The message: both bodies framed, Reply-To the support address when set. */
export function framedEmail(frame: EmailFrame): MailMessage {
  const support = frame.supportEmail;
  const locale = frame.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale);
  const text = [
    t('email:frame.hello', { name: frame.name }),
    '',
    ...frame.lines,
    support ? `\n${t('email:frame.support', { email: support })}` : '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}" dir="${localeDirection(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(frame.title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5fb;font-family:Arial,Helvetica,sans-serif;color:#1f2340;text-align:start">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      <p style="margin:0 0 8px;font-size:14px;color:#5b5f7a">ID Event</p>
      <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(frame.title)}</h1>
      ${p(escapeHtml(t('email:frame.hello', { name: frame.name })))}
      ${frame.html}
      ${support ? `<p style="margin:16px 0 0;font-size:13px;color:#5b5f7a">${escapeHtml(t('email:frame.support', { email: support }))}</p>` : ''}
    </td></tr>
  </table>
</body></html>`;
  return {
    to: { name: frame.name, address: frame.address },
    subject: frame.subject,
    replyTo: support ?? undefined,
    text,
    html,
  };
}

/** The inline QR pass and its caption, as the pass and the reminder show it (the image is a CID attachment). */
export const qrPassHtml = (cid: string, locale: Locale = DEFAULT_LOCALE) => {
  const t = translatorFor(locale);
  return `<p style="text-align:center;margin:0 0 8px"><img src="cid:${cid}" width="256" height="256" alt="${escapeHtml(t('email:qr.alt'))}"></p>
      <p style="text-align:center;margin:0 0 24px;font-size:12px;color:#5b5f7a">${escapeHtml(t('email:qr.caption'))}</p>`;
};
