/**
 * Event texts in several languages (issue 31 item 4) and staff accounts' own language (item 3): the
 * organisation offers languages (the first is each event's own), events and exhibits take a name and
 * description in the others, and visitors read their language where written, the first otherwise:
 * in the public lists, the register answer, My Pass and the pass e-mail. A staff account keeps its
 * language and gets it back as the menu's cookie at sign-in.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createExhibit, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

let smtp: SmtpSink;
let t: TestApp;
let admin: AdminClient;
let eventId = '';

const mailTo = (email: string): ParsedMail | undefined =>
  smtp.messages.find((mail) => JSON.stringify(mail.to).includes(email));

const publicEvent = async (headers: Record<string, string>) => {
  const response = await call(t.baseUrl, 'GET', '/api/events/active', undefined, headers);
  expect(response.status).toBe(200);
  return (response.body as { id: string; name: string; description: string }[]).find((event) => event.id === eventId)!;
};

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestApp({ SMTP_URL: smtp.url });
  admin = await signIn(t.baseUrl);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("the organisation's event languages", () => {
  it('are English alone until set, then the first language and the others, each once', async () => {
    expect((await admin.call('GET', '/api/admin/config/event-languages')).body).toEqual({ languages: ['en'] });
    const saved = await admin.call('PUT', '/api/admin/config/event-languages', { languages: ['en', 'de', 'fr'] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ languages: ['en', 'de', 'fr'] });
    expect((await admin.call('GET', '/api/admin/config/event-languages')).body).toEqual({
      languages: ['en', 'de', 'fr'],
    });
  });

  it('refuses an unknown, a repeated or no language with a code, and changes nothing', async () => {
    for (const languages of [['en', 'xx'], ['de', 'de'], []]) {
      const refused = await admin.call('PUT', '/api/admin/config/event-languages', { languages });
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.code).toMatch(/^language/);
    }
    expect((await admin.call('GET', '/api/admin/config/event-languages')).body).toEqual({
      languages: ['en', 'de', 'fr'],
    });
  });
});

describe('an event written in several languages', () => {
  beforeAll(async () => {
    const event = await createEvent(admin, {
      name: 'Spring Fair',
      description: 'Stands and talks.',
      translations: {
        de: { name: 'Frühjahrsmesse', description: 'Stände und Vorträge.' },
        fr: { name: 'Foire de printemps', description: '' },
        // Not an offered language: not kept.
        es: { name: 'Feria de primavera' },
      },
    });
    eventId = event.id;
  });

  it('keeps the translations of the offered languages only, and gives them back to the organiser', async () => {
    const read = await admin.call('GET', `/api/admin/events/${eventId}`);
    expect(read.body.translations).toEqual({
      de: { name: 'Frühjahrsmesse', description: 'Stände und Vorträge.' },
      fr: { name: 'Foire de printemps' },
    });
  });

  it("lists it in the reader's language, the first language's text where none is written", async () => {
    expect(await publicEvent({ 'accept-language': 'de-DE,de;q=0.9' })).toMatchObject({
      name: 'Frühjahrsmesse',
      description: 'Stände und Vorträge.',
    });
    // French has a name but no description: the description falls back on its own.
    expect(await publicEvent({ cookie: 'lang=fr' })).toMatchObject({
      name: 'Foire de printemps',
      description: 'Stands and talks.',
    });
    expect(await publicEvent({ 'accept-language': 'es' })).toMatchObject({
      name: 'Spring Fair',
      description: 'Stands and talks.',
    });
    expect(await publicEvent({})).toMatchObject({ name: 'Spring Fair' });
  });

  it("shows today's exhibits in the reader's language", async () => {
    const exhibit = await createExhibit(admin, eventId, {
      name: 'Main Hall',
      translations: { de: { name: 'Große Halle' } },
    });
    const list = async (headers: Record<string, string>) =>
      (
        (await call(t.baseUrl, 'GET', '/api/exhibits/active', undefined, headers)).body as {
          id: string;
          name: string;
        }[]
      ).find((shown) => shown.id === exhibit.id)!.name;
    expect(await list({ 'accept-language': 'de' })).toBe('Große Halle');
    expect(await list({ 'accept-language': 'fr' })).toBe('Main Hall');
  });

  it('keeps translations unchanged on an update that leaves them out, and audits a change of them', async () => {
    const read = (await admin.call('GET', `/api/admin/events/${eventId}`)).body;
    const kept = await admin.call('PUT', `/api/admin/events/${eventId}`, {
      name: read.name,
      description: 'Stands, talks and food.',
      startDate: read.startDate,
      endDate: read.endDate,
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.translations.de.name).toBe('Frühjahrsmesse');
    const changed = await admin.call('PUT', `/api/admin/events/${eventId}`, {
      name: read.name,
      description: 'Stands, talks and food.',
      startDate: read.startDate,
      endDate: read.endDate,
      translations: { de: { name: 'Frühlingsmesse', description: 'Stände und Vorträge.' }, fr: { name: '' } },
    });
    expect(changed.body.translations).toEqual({ de: { name: 'Frühlingsmesse', description: 'Stände und Vorträge.' } });
    const audit = await admin.call('GET', `/api/admin/audit?eventId=${eventId}&action=event.update`);
    expect(JSON.stringify(audit.body)).toContain('Frühlingsmesse');
  });

  it("answers the registration, shows the pass and sends the e-mail with the event's name in the visitor's language", async () => {
    const person = visitor({ name: 'Greta Licht' });
    const registered = await call(
      t.baseUrl,
      'POST',
      '/api/register',
      { ...person, eventId },
      { origin: t.baseUrl, 'accept-language': 'de-DE' },
    );
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(registered.body.eventName).toBe('Frühlingsmesse');
    await waitFor(() => mailTo(person.email) !== undefined, 30_000);
    expect(mailTo(person.email)!.subject).toBe('Ihr Ticket für Frühlingsmesse');

    const pass = await call(t.baseUrl, 'GET', `/api/registration/${encodeURIComponent(person.email)}`, undefined, {
      'accept-language': 'de',
    });
    expect(pass.status).toBe(200);
    expect(pass.body.event.name).toBe('Frühlingsmesse');

    const english = visitor({ name: 'Ada Lovelace' });
    const answered = await call(t.baseUrl, 'POST', '/api/register', { ...english, eventId }, { origin: t.baseUrl });
    expect(answered.body.eventName).toBe('Spring Fair');
    await waitFor(() => mailTo(english.email) !== undefined, 30_000);
    expect(mailTo(english.email)!.subject).toContain('Spring Fair');
  });
});

describe("a staff account's own language", () => {
  it('is kept with the account and set as the cookie at the next sign-in', async () => {
    const fresh = await signIn(t.baseUrl);
    expect((await fresh.call('GET', '/api/admin/me')).body.locale ?? null).toBeNull();
    const saved = await fresh.call('PUT', '/api/admin/me/locale', { locale: 'fr' });
    expect(saved.status).toBe(200);
    expect(saved.body.locale).toBe('fr');
    expect(saved.headers.get('set-cookie')).toMatch(/(^|, )lang=fr;/);
    expect((await fresh.call('GET', '/api/admin/me')).body.locale).toBe('fr');

    const login = await fetch(`${t.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.baseUrl },
      body: JSON.stringify({ username: 'admin', password: (await import('../support/test-app.ts')).ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().some((cookie) => cookie.startsWith('lang=fr;'))).toBe(true);
  });

  it('refuses a language we do not ship and keeps the one set', async () => {
    const refused = await admin.call('PUT', '/api/admin/me/locale', { locale: 'xx' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('language_invalid');
    expect((await admin.call('GET', '/api/admin/me')).body.locale).toBe('fr');
  });
});
