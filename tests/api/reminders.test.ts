/**
 * Reminders (issue 30 item 4): an event starting in REMINDER_HOURS minus a minute gets its reminders
 * from the app's start, once per registration with a place made before the reminder's moment, and
 * none again after a restart on the same database; an event's own hours and REMINDER_HOURS=0; the
 * event field's bad values.
 */
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppOptions, createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { QR_CID } from '../../server/modules/passes/pass-email.ts';
import { FREE_YOUR_PLACE } from '../../server/modules/reminders/reminder-email.ts';
import { createEvent, createExhibit, noon, registerVisitor, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { freePort } from '../support/ports.ts';
import { decodeQr } from '../support/qr-decode.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { ADMIN_PASSWORD, failOnContractViolations, startTestApp, type TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;

const isReminder = (mail: ParsedMail) => mail.subject?.startsWith('Reminder: ') ?? false;
const remindersTo = (smtp: SmtpSink, email: string) =>
  smtp.messages.filter((mail) => isReminder(mail) && JSON.stringify(mail.to).includes(email));

/** The app again on the test app's database (a restart, or another instance), with its own settings. */
async function appOn(t: TestApp, env: Record<string, string>, options: AppOptions = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: t.dataDir,
    RATE_LIMIT_PER_MINUTE: '0',
    PASSWORD_HASH_COST: '10',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    APP_TIMEZONE: 'UTC',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: baseUrl,
    ...env,
  });
  const app = await createApp(config, {
    database: t.database.handle,
    logger: false,
    webDir: '/nonexistent',
    ...options,
  });
  await app.server.listen({ port, host: '127.0.0.1' });
  return {
    app,
    baseUrl,
    async close() {
      await app.close();
      failOnContractViolations(app);
    },
  };
}

/**
 * Moves the event to start `hoursAhead` hours from now, minus a minute (events are kept from the
 * start of their first day, so the API cannot make one start at any hour), and its registrations'
 * times two hours back: made before the reminder's moment.
 */
async function startsIn(t: TestApp, eventId: string, hoursAhead: number) {
  const start = new Date(Date.now() + hoursAhead * HOUR - MINUTE);
  await t.database.handle.db.execute(sql`
    update events set start_date = ${start.toISOString()}, end_date = ${new Date(start.getTime() + 24 * HOUR).toISOString()}
    where id = ${eventId}`);
  await t.database.handle.db.execute(sql`
    update registrations set created_at = now() - interval '2 hours' where event_id = ${eventId}`);
  return start;
}

async function remindedAt(t: TestApp, email: string): Promise<string | null> {
  const result = await t.database.handle.db.execute(sql`select reminded_at from registrations where email = ${email}`);
  const rows = (result as unknown as { rows: { reminded_at: string | null }[] }).rows;
  return rows[0]!.reminded_at;
}

describe('reminders, across a restart', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let running: Awaited<ReturnType<typeof appOn>> | undefined;
  const onTime = [visitor({ name: 'Ada Lovelace' }), visitor()];
  const late = visitor();
  const waiting = visitor();
  let event: { id: string; name: string };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // The data are made by an app that runs no workers: no reminder can go before the next start.
    t = await startTestApp({ SMTP_URL: smtp.url }, { workers: false });
    const admin = await signIn(t.baseUrl);
    event = await createEvent(admin, { name: 'Science Fair', capacity: 3 });
    await createExhibit(admin, event.id, { name: 'Robotics Lab', date: noon(1), startTime: '10:00', endTime: '12:30' });
    for (const person of [...onTime, late]) {
      expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id })).status).toBe(201);
    }
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...waiting, eventId: event.id })).status).toBe(202);
    const start = await startsIn(t, event.id, 24);
    // Registered after the moment (24 hours before the start): it just had its pass e-mail.
    await t.database.handle.db.execute(
      sql`update registrations set created_at = ${new Date(start.getTime() - 24 * HOUR + 30_000).toISOString()}
          where email = ${late.email}`,
    );
    await t.app.close();
  });
  afterAll(async () => {
    await running?.close();
    await t?.close();
    await smtp?.close();
  });

  it('sends each registration with a place its reminder at the start of the app (the default 60 s check)', async () => {
    running = await appOn(t, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://events.example.org' });
    // The first look is at start; the next would be a minute later.
    await waitFor(() => onTime.every((person) => remindersTo(smtp, person.email).length === 1), 30_000);

    const mail = remindersTo(smtp, onTime[0]!.email)[0]!;
    expect(mail.subject).toBe('Reminder: Science Fair');
    expect(mail.text).toContain('Hello Ada Lovelace');
    expect(mail.text).toMatch(/When: \w+day, \w+ \d+, \d{4}/);
    expect(mail.text).toContain('Robotics Lab: ');
    expect(mail.text).toContain('10:00–12:30');
    expect(mail.text).toContain('Your pass: https://events.example.org/my-pass');
    expect(mail.text).toContain(`${FREE_YOUR_PLACE}: https://events.example.org/my-registration/m1.`);
    expect(mail.text).toContain("Can't come? Free your place for someone on the waiting list");
    const qr = mail.attachments.find((attachment) => attachment.cid === QR_CID);
    const lookup = await call(running.baseUrl, 'GET', `/api/registration/${encodeURIComponent(onTime[0]!.email)}`);
    expect(decodeQr(qr!.content)).toBe(decodeQr(lookup.body.qrCode));

    // The same claim that took the two on time left these out: none is queued for them.
    expect(await remindedAt(t, late.email)).toBeNull();
    expect(await remindedAt(t, waiting.email)).toBeNull();
    expect(remindersTo(smtp, late.email)).toEqual([]);
    expect(remindersTo(smtp, waiting.email)).toEqual([]);
  });

  it('sends none again after a restart on the same database, while a new event due gets its own', async () => {
    await running!.close();
    running = await appOn(t, { SMTP_URL: smtp.url, REMINDER_CHECK_SECONDS: '1' });
    const admin = await signIn(running.baseUrl);
    const next = await createEvent(admin, { name: 'Night Market' });
    const newcomer = await registerVisitor(running.baseUrl, next.id);
    await startsIn(t, next.id, 24);
    await waitFor(() => remindersTo(smtp, newcomer.person.email).length === 1, 30_000);
    // Several looks later (a second apart), each registration still has its one reminder.
    const sentAt = Date.now();
    await waitFor(() => Date.now() - sentAt > 3000);
    for (const person of onTime) expect(remindersTo(smtp, person.email)).toHaveLength(1);
    expect(remindersTo(smtp, newcomer.person.email)).toHaveLength(1);
    expect(remindersTo(smtp, late.email)).toEqual([]);
    expect(remindersTo(smtp, waiting.email)).toEqual([]);
  });
});

describe("an event's own reminder hours", () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let admin: AdminClient;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url, REMINDER_CHECK_SECONDS: '1' });
    admin = await signIn(t.baseUrl);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('win over REMINDER_HOURS: 0 sends none, 2 waits, 48 reminds two days ahead', async () => {
    const off = await createEvent(admin, { reminderHours: 0 });
    const soon = await createEvent(admin, { reminderHours: 2 });
    const early = await createEvent(admin, { reminderHours: 48 });
    expect((await admin.call('GET', `/api/admin/events/${early.id}`)).body.reminderHours).toBe(48);
    const people = {
      off: await registerVisitor(t.baseUrl, off.id),
      soon: await registerVisitor(t.baseUrl, soon.id),
      early: await registerVisitor(t.baseUrl, early.id),
    };
    // The three due by REMINDER_HOURS (24), the last also by its own 48; rounds take them soonest first.
    await startsIn(t, off.id, 24);
    await startsIn(t, soon.id, 24);
    await startsIn(t, early.id, 48);
    await waitFor(() => remindersTo(smtp, people.early.person.email).length === 1, 30_000);
    expect(await remindedAt(t, people.off.person.email)).toBeNull();
    expect(await remindedAt(t, people.soon.person.email)).toBeNull();
    expect(remindersTo(smtp, people.off.person.email)).toEqual([]);
    expect(remindersTo(smtp, people.soon.person.email)).toEqual([]);
  });

  it('are taken from 0 to 720 or null (the app setting); anything else is refused with 400 and changes nothing', async () => {
    const event = await createEvent(admin, { reminderHours: 6 });
    const body = (reminderHours: unknown) => ({
      name: event.name,
      startDate: event.startDate.slice(0, 10),
      endDate: event.endDate.slice(0, 10),
      reminderHours,
    });
    const refusals: [unknown, string][] = [
      [-1, 'Reminder hours must be 0 (no reminder) or more'],
      [721, 'Reminder hours must be at most 720 (30 days)'],
      [1.5, 'Reminder hours must be a whole number'],
      ['24', 'Reminder hours must be a whole number'],
    ];
    for (const [reminderHours, message] of refusals) {
      const created = await admin.call('POST', '/api/admin/events', body(reminderHours));
      expect(created.status).toBe(400);
      expect(created.body.message).toBe(message);
      expect(created.body.issues).toMatchObject([{ path: 'reminderHours', message }]);
      const updated = await admin.call('PUT', `/api/admin/events/${event.id}`, body(reminderHours));
      expect(updated.status).toBe(400);
      expect(updated.body.message).toBe(message);
    }
    expect((await admin.call('GET', `/api/admin/events/${event.id}`)).body.reminderHours).toBe(6);
    // Left out of an edit it stays; null returns to the app's setting.
    const { reminderHours: _left, ...without } = body(0);
    expect((await admin.call('PUT', `/api/admin/events/${event.id}`, without)).body.reminderHours).toBe(6);
    expect((await admin.call('PUT', `/api/admin/events/${event.id}`, body(null))).body.reminderHours).toBeNull();
    expect((await admin.call('PUT', `/api/admin/events/${event.id}`, body(720))).body.reminderHours).toBe(720);
  });
});

describe('REMINDER_HOURS=0', () => {
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url, REMINDER_HOURS: '0', REMINDER_CHECK_SECONDS: '1' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("sends no reminder for an event without hours of its own; an event's own hours still remind", async () => {
    const admin = await signIn(t.baseUrl);
    const usual = await createEvent(admin);
    const own = await createEvent(admin, { reminderHours: 24 });
    const quiet = await registerVisitor(t.baseUrl, usual.id);
    const reminded = await registerVisitor(t.baseUrl, own.id);
    await startsIn(t, usual.id, 24);
    await startsIn(t, own.id, 24);
    await waitFor(() => remindersTo(smtp, reminded.person.email).length === 1, 30_000);
    expect(await remindedAt(t, quiet.person.email)).toBeNull();
    expect(remindersTo(smtp, quiet.person.email)).toEqual([]);
  });
});
