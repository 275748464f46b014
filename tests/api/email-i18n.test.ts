/**
 * Every visitor in their own language, by e-mail (issue 31): the registration keeps the language of
 * the request that made it (the language menu's cookie, else Accept-Language), and the pass e-mail
 * comes in it: subject, greeting, lines, dates in that language's words, `<html lang dir>`. English
 * stays the SPEC's. The reminder is written by the same frame from the same stored language
 * (server/modules/reminders/reminder-email.test.ts checks its German).
 */
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, visitor } from '../support/factories.ts';
import { signIn } from '../support/http.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

let smtp: SmtpSink;
let t: TestApp;
let eventId = '';

const mailTo = (email: string): ParsedMail | undefined =>
  smtp.messages.find((mail) => JSON.stringify(mail.to).includes(email));

async function register(person: ReturnType<typeof visitor>, headers: Record<string, string>) {
  const response = await fetch(`${t.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.baseUrl, ...headers },
    body: JSON.stringify({ ...person, eventId }),
  });
  expect(response.status, await response.text()).toBe(201);
  await waitFor(() => mailTo(person.email) !== undefined, 30_000);
  return mailTo(person.email)!;
}

async function storedLocale(email: string): Promise<string> {
  const result = await t.database.handle.db.execute(sql`select locale from registrations where email = ${email}`);
  return (result as unknown as { rows: { locale: string }[] }).rows[0]!.locale;
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestApp({ SMTP_URL: smtp.url });
  const admin = await signIn(t.baseUrl);
  eventId = (await createEvent(admin, { name: 'Lichterfest' })).id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("the pass e-mail in the visitor's language", () => {
  it('comes in German to a browser that prefers German', async () => {
    const person = visitor({ name: 'Greta Licht' });
    const mail = await register(person, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(await storedLocale(person.email)).toBe('de');
    expect(mail.subject).toBe('Ihr Ticket für Lichterfest');
    expect(mail.text).toContain('Hallo Greta Licht,');
    expect(mail.text).toContain('Sie sind für Lichterfest angemeldet.');
    expect(mail.text).toMatch(
      /Wann: (Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d+\. \p{L}+ \d{4}/u,
    );
    expect(mail.text).toContain('Sicher • Persönlich • Nicht übertragbar');
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(mail.text).not.toContain('You are registered');
  });

  it('comes in Arabic, right to left, to a visitor who chose Arabic in the menu (the cookie wins)', async () => {
    const person = visitor({ name: 'Layla' });
    const mail = await register(person, { 'accept-language': 'de', cookie: 'lang=ar' });
    expect(await storedLocale(person.email)).toBe('ar');
    expect(mail.subject).toBe('تذكرتك لـ Lichterfest');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('مرحبًا Layla،');
  });

  it("stays the SPEC's English for English and for a language we do not ship", async () => {
    for (const language of ['en-GB,en;q=0.9', 'ja-JP']) {
      const person = visitor({ name: 'Ada Lovelace' });
      const mail = await register(person, { 'accept-language': language });
      expect(await storedLocale(person.email)).toBe('en');
      expect(mail.subject).toBe('Your pass for Lichterfest');
      expect(mail.text).toContain('Hello Ada Lovelace,');
      expect(mail.text).toContain('You are registered for Lichterfest.');
      expect(mail.text).toMatch(/When: \w+day, \w+ \d+, \d{4}/);
      expect(mail.html).toContain('<html lang="en" dir="ltr">');
    }
  });
});
