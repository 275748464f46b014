/**
 * Two app instances on one PostgreSQL database work as one: a session made on one is valid on the
 * other, and each pass e-mail job runs once although both instances run workers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/platform/db/client.ts';
import { createEvent, visitor } from '../support/factories.ts';
import { call, signIn } from '../support/http.ts';
import { freePort } from '../support/ports.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  let first: TestApp;
  let second: App;
  let secondUrl: string;
  let smtp: SmtpSink;
  const secret = 'shared-secret-of-the-deployment-0123456789';

  beforeAll(async () => {
    smtp = await startSmtpSink();
    first = await startTestApp({ SMTP_URL: smtp.url, APP_SECRET: secret });
    const port = await freePort();
    secondUrl = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: first.dataDir,
      RATE_LIMIT_PER_MINUTE: '0',
      APP_SECRET: secret,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'silent',
      APP_TIMEZONE: 'UTC',
      PUBLIC_URL: secondUrl,
    });
    const database = await openDatabase({ databaseUrl: first.database.url!, dataDir: first.dataDir });
    second = await createApp(config, { database, logger: false, webDir: '/nonexistent' });
    await second.server.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await second?.database.close();
    await first?.close();
    await smtp?.close();
  });

  it('accepts a session made on one instance on the other, and ends it on both', async () => {
    const admin = await signIn(first.baseUrl);
    const onSecond = await call(secondUrl, 'GET', '/api/admin/me', undefined, { cookie: admin.cookie });
    expect(onSecond.status).toBe(200);
    expect(onSecond.body.username).toBe('admin');
    await call(secondUrl, 'POST', '/api/admin/logout', undefined, { cookie: admin.cookie, origin: secondUrl });
    expect((await admin.call('GET', '/api/admin/me')).status).toBe(401);
  });

  it('signs an account out everywhere from either instance: its sessions end at once on both', async () => {
    const laptop = await signIn(first.baseUrl);
    const phone = await signIn(first.baseUrl);
    const me = (url: string, cookie: string) => call(url, 'GET', '/api/admin/me', undefined, { cookie });
    // Both instances have both sessions in memory.
    for (const url of [first.baseUrl, secondUrl]) {
      for (const client of [laptop, phone]) expect((await me(url, client.cookie)).status).toBe(200);
    }
    const ended = await call(secondUrl, 'POST', '/api/admin/sessions/end-all', undefined, {
      cookie: phone.cookie,
      origin: secondUrl,
    });
    expect(ended.status).toBe(200);
    for (const url of [first.baseUrl, secondUrl]) {
      for (const client of [laptop, phone]) {
        await waitFor(async () => (await me(url, client.cookie)).status === 401, 1000, 5);
      }
    }
  });

  it('sends each pass e-mail once although both instances run workers', async () => {
    const admin = await signIn(first.baseUrl);
    const event = await createEvent(admin);
    const people = Array.from({ length: 40 }, () => visitor());
    await Promise.all(
      people.map((person, index) =>
        call(index % 2 === 0 ? first.baseUrl : secondUrl, 'POST', '/api/register', { ...person, eventId: event.id }),
      ),
    );
    const recipients = () =>
      smtp.messages.flatMap((message) => [message.to].flat().flatMap((to) => to?.value.map((a) => a.address) ?? []));
    await waitFor(() => people.every((person) => recipients().includes(person.email)), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const person of people) {
      expect(recipients().filter((address) => address === person.email)).toHaveLength(1);
    }
  });

  it('checks a pass issued by one instance in at the other (one shared secret)', async () => {
    const admin = await signIn(first.baseUrl);
    const event = await createEvent(admin);
    const person = visitor();
    await call(first.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id });
    const lookup = await call(first.baseUrl, 'GET', `/api/registration/${person.email}`);
    const { decodeQr } = await import('../support/qr-decode.ts');
    const token = decodeQr(lookup.body.qrCode);
    const onSecond = await call(
      secondUrl,
      'POST',
      '/api/admin/validate-qr',
      { qrCode: token },
      { cookie: admin.cookie, origin: secondUrl },
    );
    expect(onSecond.body.isValid).toBe(true);
  });
});
