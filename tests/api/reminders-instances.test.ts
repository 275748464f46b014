/**
 * Two instances on one PostgreSQL, both looking for reminders every second: each registration of an
 * event of more than one batch (REMINDER_BATCH) is claimed once and gets one reminder.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_BATCH } from '../../server/modules/reminders/reminder-scheduler.ts';
import { createEvent } from '../support/factories.ts';
import { signIn } from '../support/http.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { type SecondInstance, startSecondInstance, startTestApp, type TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const COUNT = REMINDER_BATCH + 150;

describe.skipIf(!onPostgres)('reminders from two instances on one PostgreSQL', () => {
  let smtp: SmtpSink;
  let first: TestApp;
  let second: SecondInstance;
  const secret = 'shared-secret-of-the-deployment-0123456789';

  beforeAll(async () => {
    smtp = await startSmtpSink();
    const env = { SMTP_URL: smtp.url, APP_SECRET: secret, REMINDER_CHECK_SECONDS: '1', PASS_EMAIL_CONCURRENCY: '50' };
    first = await startTestApp(env);
    second = await startSecondInstance(first, env);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await smtp?.close();
  });

  it('sends each registration one reminder', async () => {
    const admin = await signIn(first.baseUrl);
    const event = await createEvent(admin, { name: 'Big Fair' });
    const db = first.database.handle.db;
    // Registrations as the app writes them, made two hours ago; then the event is moved to start in
    // REMINDER_HOURS (24) minus a minute, due on both instances' next look.
    await db.execute(sql`
      insert into registrations (id, event_id, name, email, phone, phone_digits, company, qr_code, created_at)
      select 'r-' || lpad(n::text, 6, '0'), ${event.id}, 'Visitor ' || n, 'v' || n || '@example.com', '555 ' || n,
        '555' || n, 'Co', 'pass-' || n, now() - interval '2 hours'
      from generate_series(1, ${COUNT}) as n`);
    const start = new Date(Date.now() + 24 * 3_600_000 - 60_000);
    await db.execute(sql`
      update events set start_date = ${start.toISOString()}, end_date = ${new Date(start.getTime() + 86_400_000).toISOString()}
      where id = ${event.id}`);

    const reminders = () => smtp.messages.filter((mail) => mail.subject === 'Reminder: Big Fair');
    await waitFor(() => reminders().length >= COUNT, 120_000, 200);
    const jobs = await db.execute(sql`
      select count(*)::int as jobs, count(distinct data->>'registrationId')::int as registrations
      from pgboss.job where name = 'reminder-email'`);
    expect((jobs as unknown as { rows: unknown[] }).rows[0]).toEqual({ jobs: COUNT, registrations: COUNT });
    const addresses = reminders().map((mail) => JSON.stringify(mail.to));
    expect(new Set(addresses).size).toBe(COUNT);
    expect(reminders()).toHaveLength(COUNT);
  });
});
