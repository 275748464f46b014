/** Without GOOGLE_SERVICE_ACCOUNT_KEY the app runs, keeps links, and says clearly that syncing is off. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
});
afterAll(() => t.close());

const NOT_CONFIGURED = /^Syncing is not configured: whoever runs this server sets GOOGLE_SERVICE_ACCOUNT_KEY/;
const sheetsUrl = 'https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit';

describe('spreadsheet syncing when no service account is configured', () => {
  it('names no account and says how to turn syncing on', async () => {
    const account = await admin.call('GET', '/api/admin/config/service-account');
    expect(account.status).toBe(200);
    expect(account.body).toEqual({
      email: '',
      configured: false,
      code: 'sheets_not_configured',
      message: expect.stringMatching(NOT_CONFIGURED),
    });

    const check = await admin.call('GET', `/api/admin/config/sheets-test?sheetsUrl=${encodeURIComponent(sheetsUrl)}`);
    expect(check.status).toBe(200);
    expect(check.body).toEqual({
      configured: false,
      connected: false,
      writable: false,
      serviceAccountEmail: '',
      code: 'sheets_not_configured',
      message: expect.stringMatching(NOT_CONFIGURED),
    });
  });

  it('still saves the link, queues nothing, and refuses "sync now" with the reason', async () => {
    const event = await createEvent(admin);
    const saved = await admin.call('PUT', `/api/admin/events/${event.id}/sheets-url`, { sheetsUrl });
    expect(saved.status).toBe(200);
    expect(saved.body.sheetsUrl).toBe(sheetsUrl);
    await call(t.baseUrl, 'POST', '/api/register', { ...visitor(), eventId: event.id });
    const sync = await admin.call('POST', `/api/admin/events/${event.id}/sheets-sync`);
    expect(sync.status).toBe(409);
    expect(sync.body.message).toMatch(NOT_CONFIGURED);
    const jobs = await t.app.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'sheets-sync'`,
    );
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
