/**
 * Limits a client cannot walk around: the address a limit counts is the proxy's word only when the
 * request comes from a trusted proxy, IPv6 clients count per /64, organisers' resends have a budget
 * per registration, the Origin guard trusts PUBLIC_URL alone, and every address that can register
 * can look its pass up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

const lookupFrom = (app: TestApp, forwardedFor?: string) =>
  call(
    app.baseUrl,
    'GET',
    '/api/registration/nobody%40example.com',
    undefined,
    forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  ).then((response) => response.status);

describe('client addresses behind a proxy', () => {
  let untrusted: TestApp;
  let trusted: TestApp;

  beforeAll(async () => {
    // The tests call from 127.0.0.1: a proxy at 10.0.0.1 is not them, a proxy at 127.0.0.1 is.
    untrusted = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '10.0.0.1' });
    trusted = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await untrusted?.close();
    await trusted?.close();
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy: a made-up header buys no budget', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await lookupFrom(untrusted, `198.51.100.${i + 1}`));
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('counts the client a trusted proxy names', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await lookupFrom(trusted, `203.0.113.${i + 1}`));
    expect(statuses).toEqual([404, 404, 404, 404]);
  });

  it('counts IPv6 clients per /64', async () => {
    const statuses = [];
    for (const address of ['2001:db8:7:8::1', '2001:db8:7:8::ffff', '2001:db8:7:8:1:2:3:4', '2001:db8:7:8:abcd::9']) {
      statuses.push(await lookupFrom(trusted, address));
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect(await lookupFrom(trusted, '2001:db8:7:9::1')).toBe(404);
  });
});

describe('with PUBLIC_URL set to the address visitors use', () => {
  const publicUrl = 'https://events.example.org';
  let t: TestApp;
  let smtp: SmtpSink;
  let admin: AdminClient;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_URL: publicUrl, SMTP_URL: smtp.url });
    admin = await signIn(t.baseUrl, undefined, undefined, publicUrl);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mails = (email: string) =>
    smtp.messages.filter((message) => [message.to].flat().some((to) => to?.value.some((a) => a.address === email)));

  it("refuses an Origin built from the request's own Host: only PUBLIC_URL's origin is trusted", async () => {
    const ownHost = t.baseUrl;
    const login = await call(
      t.baseUrl,
      'POST',
      '/api/admin/login',
      { username: 'admin', password: 'x' },
      {
        origin: ownHost,
      },
    );
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('This request came from another site and was refused.');
    const create = await call(
      t.baseUrl,
      'POST',
      '/api/admin/events',
      { name: 'Rebound' },
      {
        cookie: admin.cookie,
        origin: ownHost,
      },
    );
    expect(create.status).toBe(403);
    const events = await admin.call('GET', '/api/admin/events');
    expect(events.body.map((event: { name: string }) => event.name)).not.toContain('Rebound');
  });

  it('lets organisers send a pass again 5 times an hour, then answers 429 with a message', async () => {
    const event = await createEvent(admin);
    const person = visitor();
    await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id });
    await waitFor(() => mails(person.email).length === 1);
    const registrationId = (await admin.call('GET', '/api/admin/registrations')).body.find(
      (row: { email: string }) => row.email === person.email,
    ).id;
    const statuses = [];
    let last: { status: number; body: { message: string } } | undefined;
    for (let i = 0; i < 6; i++) {
      last = await admin.call('POST', '/api/admin/resend-qr', { registrationId });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last!.body.message).toMatch(
      /^This pass was sent 5 times in the last hour already\. Try again in (59|60) minutes\.$/,
    );

    const undeliveredResend = await admin.call('POST', '/api/admin/pass-emails/resend', {
      registrationIds: [registrationId],
    });
    expect(undeliveredResend.status).toBe(429);
    expect(undeliveredResend.body.message).toMatch(/^This pass was sent 5 times in the last hour already\./);

    await waitFor(() => mails(person.email).length === 6);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mails(person.email)).toHaveLength(6);
  });

  it('sends the passes within their budget from the undelivered list, and says which were held back', async () => {
    const event = await createEvent(admin);
    const [spent, fresh] = [visitor(), visitor()];
    for (const person of [spent, fresh])
      await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id });
    const rows = (await admin.call('GET', '/api/admin/registrations')).body as { id: string; email: string }[];
    const idOf = (email: string) => rows.find((row) => row.email === email)!.id;
    for (let i = 0; i < 5; i++) await admin.call('POST', '/api/admin/resend-qr', { registrationId: idOf(spent.email) });
    const both = await admin.call('POST', '/api/admin/pass-emails/resend', {
      registrationIds: [idOf(spent.email), idOf(fresh.email)],
    });
    expect(both.status).toBe(200);
    expect(both.body).toEqual({
      code: 'passes_requeued_held_back',
      heldBack: 1,
      max: 5,
      message:
        '1 pass e-mail queued to be sent again. 1 held back: sent 5 times in the last hour already; try again later.',
      queued: 1,
    });
  });

  it('looks up the pass of an address of over 100 characters, as long as registration takes', async () => {
    const event = await createEvent(admin);
    const email = `${'long.name.'.repeat(12)}visitor@${'sub.'.repeat(20)}example.org`;
    expect(email.length).toBeGreaterThan(200);
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...visitor({ email }), eventId: event.id })).status).toBe(
      201,
    );
    const found = await call(t.baseUrl, 'GET', `/api/registration/${encodeURIComponent(email)}`);
    expect(found.status).toBe(200);
    expect(found.body.email).toBe(email);
    const resent = await call(t.baseUrl, 'POST', '/api/registration/resend', { email });
    expect(resent.status).toBe(200);
    const tooLong = `${'a'.repeat(250)}@example.org`;
    const refused = await call(t.baseUrl, 'GET', `/api/registration/${encodeURIComponent(tooLong)}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Email is too long');
  });
});
