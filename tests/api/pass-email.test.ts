import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_CID } from '../../server/modules/passes/pass-email.ts';
import { createEvent, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { patient } from '../support/patience.ts';
import { decodeQr } from '../support/qr-decode.ts';
import { startSmtpApp } from '../support/smtp-app.ts';
import type { SmtpSink } from '../support/smtp-sink.ts';
import type { TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

let t: TestApp;
let smtp: SmtpSink;
let admin: AdminClient;

beforeAll(async () => {
  ({ smtp, t } = await startSmtpApp({
    PUBLIC_URL: 'https://events.example.org',
    MAIL_FROM: 'Passes <passes@example.org>',
  }));
  admin = await signIn(t.baseUrl, undefined, undefined, 'https://events.example.org');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const messagesTo = (email: string) =>
  smtp.messages.filter((message) => message.to && JSON.stringify(message.to).includes(email));

describe('the pass e-mail', () => {
  it('arrives over SMTP with an inline QR equal to the pass, the event details, a link and a calendar file', async () => {
    const event = await createEvent(admin, { name: 'Science Fair', description: 'Robots & rockets' });
    const person = visitor({ name: 'Ada Lovelace' });
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id })).status).toBe(201);
    await waitFor(() => messagesTo(person.email).length === 1);
    const mail = messagesTo(person.email)[0]!;

    expect(mail.subject).toBe('Your pass for Science Fair');
    expect(mail.from?.text).toContain('passes@example.org');
    expect(mail.text).toContain('Hello Ada Lovelace');
    expect(mail.text).toContain('https://events.example.org/my-pass');
    expect(mail.html).toContain(`cid:${QR_CID}`);
    expect(mail.html).toContain('href="https://events.example.org/my-pass"');

    const qr = mail.attachments.find((attachment) => attachment.cid === QR_CID);
    expect(qr?.contentType).toBe('image/png');
    const lookup = await call(t.baseUrl, 'GET', `/api/registration/${encodeURIComponent(person.email)}`);
    const token = decodeQr(lookup.body.qrCode);
    expect(decodeQr(qr!.content)).toBe(token);
    // New passes are v2 (a key derived from the secret: decision 018).
    expect(token).toMatch(/^v2\.[0-9a-f-]{36}\.[\w-]+$/);
    expect(token).not.toContain(person.email);

    const ics = mail.attachments.find((attachment) => attachment.filename === 'event.ics');
    const calendar = ics!.content.toString('utf8');
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain('SUMMARY:Science Fair');
    // All day over the event's days (APP_TIMEZONE is UTC here); DTEND is the day after the last.
    const day = (iso: string, plusDays = 0) =>
      new Date(Date.parse(iso.slice(0, 10)) + plusDays * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${day(event.startDate)}`);
    expect(calendar).toContain(`DTEND;VALUE=DATE:${day(event.endDate, 1)}`);
  });

  it('escapes HTML in names and keeps line breaks out of the headers', async () => {
    const event = await createEvent(admin, { name: 'Expo <script>alert(1)</script>' });
    // A line break in a name is refused at the door of the API...
    const injected = visitor({ name: 'Eve\r\nBcc: victim@example.com' });
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...injected, eventId: event.id })).status).toBe(400);
    const person = visitor({ name: 'Eve <b>bold</b>' });
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id })).status).toBe(201);
    await waitFor(() => messagesTo(person.email).length === 1);
    // ...and one already stored (written before that rule) still stays out of the headers.
    const { registrations } = await import('../../server/platform/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await t.app.database.db
      .update(registrations)
      .set({ name: 'Eve\r\nBcc: victim@example.com <b>bold</b>' })
      .where(eq(registrations.email, person.email));
    expect((await call(t.baseUrl, 'POST', '/api/registration/resend', { email: person.email })).status).toBe(200);
    await waitFor(() => messagesTo(person.email).length === 2);
    for (const mail of messagesTo(person.email)) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&#60;script&#62;');
      expect(mail.html).not.toContain('<b>bold</b>');
      expect(mail.bcc).toBeUndefined();
      const recipients = [mail.to].flat().flatMap((to) => to?.value.map((address) => address.address) ?? []);
      expect(recipients).toEqual([person.email]);
    }
  });

  it('sets the support e-mail as Reply-To when organisers configured one', async () => {
    const { setSetting, SUPPORT_EMAIL_KEY } = await import('../../server/modules/settings/settings.repository.ts');
    await setSetting(t.app.database.db, SUPPORT_EMAIL_KEY, 'help@example.org');
    const event = await createEvent(admin);
    const person = visitor();
    await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id });
    await waitFor(() => messagesTo(person.email).length === 1);
    expect(messagesTo(person.email)[0]!.replyTo?.text).toBe('help@example.org');
    await setSetting(t.app.database.db, SUPPORT_EMAIL_KEY, '');
  });

  it('is sent again on resend', async () => {
    const event = await createEvent(admin);
    const person = visitor();
    await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id });
    await waitFor(() => messagesTo(person.email).length === 1);
    expect((await call(t.baseUrl, 'POST', '/api/registration/resend', { email: person.email })).status).toBe(200);
    await waitFor(() => messagesTo(person.email).length === 2);
  });

  it(
    'does not make the registration wait for SMTP, and is retried until the server accepts it',
    async () => {
      smtp.refuseNext(2);
      const refusalsBefore = smtp.refusals;
      const event = await createEvent(admin);
      const person = visitor();
      const response = await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id });
      expect(response.status).toBe(201);
      await waitFor(() => messagesTo(person.email).length === 1, 45_000, 200);
      expect(smtp.refusals - refusalsBefore).toBe(2);
    },
    patient(60_000),
  );
});
