/**
 * SMTP refusing for longer than the retries last: the pass e-mails are listed for organisers as
 * undelivered, with the server's words, until sending them again delivers them once SMTP is back,
 * or an organiser dismisses them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UndeliveredPass } from '../../common/schemas.ts';
import { createEvent, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { patient } from '../support/patience.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

let t: TestApp;
let smtp: SmtpSink;
let admin: AdminClient;

beforeAll(async () => {
  smtp = await startSmtpSink();
  // One retry: the e-mail is given up after two tries, about 2 s apart.
  t = await startTestApp({ SMTP_URL: smtp.url, PASS_EMAIL_RETRIES: '1' });
  admin = await signIn(t.baseUrl);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const delivered = (email: string) => smtp.messages.filter((message) => JSON.stringify(message.to).includes(email));
const undelivered = async () => {
  const response = await admin.call<{ items: UndeliveredPass[] }>('GET', '/api/admin/pass-emails/undelivered');
  expect(response.status).toBe(200);
  return response.body.items;
};

/** The audit trail's entries of one action, newest first. */
const trail = async (action: string) => {
  const response = await admin.call<{ items: { actor: string | null; changes: unknown }[] }>(
    'GET',
    `/api/admin/audit?action=${action}`,
  );
  expect(response.status).toBe(200);
  return response.body.items;
};

describe('pass e-mails that used up their retries', () => {
  it(
    'are listed for organisers and delivered when sent again after SMTP is back',
    async () => {
      expect(await undelivered()).toEqual([]);
      smtp.refuseNext(1_000);
      const event = await createEvent(admin, { name: 'Harbour Festival' });
      const ada = visitor({ name: 'Ada' });
      const bob = visitor({ name: 'Bob' });
      for (const person of [ada, bob]) {
        expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id })).status).toBe(201);
      }

      let items: UndeliveredPass[] = [];
      await waitFor(
        async () => {
          items = await undelivered();
          return items.length === 2;
        },
        30_000,
        250,
      );
      expect(smtp.refusals).toBeGreaterThanOrEqual(4);
      const adaItem = items.find((item) => item.email === ada.email.toLowerCase() || item.email === ada.email)!;
      expect(adaItem).toMatchObject({ name: 'Ada', eventId: event.id, eventName: 'Harbour Festival' });
      expect(adaItem.error).toContain('Service temporarily unavailable');
      expect(Number.isNaN(Date.parse(adaItem.failedAt))).toBe(false);
      expect(delivered(ada.email)).toHaveLength(0);

      smtp.refuseNext(0);
      const resend = await admin.call('POST', '/api/admin/pass-emails/resend', {
        registrationIds: [adaItem.registrationId],
      });
      expect(resend.status).toBe(200);
      expect(resend.body).toMatchObject({ queued: 1, message: '1 pass e-mail queued to be sent again.' });
      // The audit trail (decision 025): who sent which passes again.
      expect((await trail('pass.resend_undelivered'))[0]).toMatchObject({
        actor: 'admin',
        changes: { registrationIds: [adaItem.registrationId] },
      });
      // Off the list at once: it is being sent again.
      expect((await undelivered()).map((item) => item.name)).toEqual(['Bob']);
      await waitFor(() => delivered(ada.email).length === 1, 20_000, 200);

      const bobItem = (await undelivered())[0]!;
      expect(
        (await admin.call('POST', '/api/admin/pass-emails/resend', { registrationIds: [bobItem.registrationId] }))
          .status,
      ).toBe(200);
      await waitFor(() => delivered(bob.email).length === 1, 20_000, 200);
      expect(await undelivered()).toEqual([]);
      expect(delivered(ada.email)).toHaveLength(1);
    },
    patient(90_000),
  );

  it(
    'stay listed (pg-boss no longer deletes them after 7 days) until dismissed, and a dismissal sends nothing',
    async () => {
      smtp.refuseNext(1_000);
      const event = await createEvent(admin, { name: 'Quay Market' });
      const cy = visitor({ name: 'Cy' });
      expect((await call(t.baseUrl, 'POST', '/api/register', { ...cy, eventId: event.id })).status).toBe(201);
      let item: UndeliveredPass | undefined;
      await waitFor(
        async () => {
          item = (await undelivered()).find((each) => each.name === 'Cy');
          return item !== undefined;
        },
        30_000,
        250,
      );
      smtp.refuseNext(0);
      // Kept from pg-boss's deletion of finished jobs (a week after they finish, by default).
      const kept = await t.app.queue.boss
        .getDb()
        .executeSql(
          `select deletion_seconds from pgboss.job where name = 'pass-email' and data->>'registrationId' = $1`,
          [item!.registrationId],
        );
      expect(kept.rows).toEqual([{ deletion_seconds: 0 }]);

      const dismissed = await admin.call('POST', '/api/admin/pass-emails/dismiss', {
        registrationIds: [item!.registrationId, item!.registrationId],
      });
      expect(dismissed.status).toBe(200);
      expect(dismissed.body).toEqual({
        code: 'passes_dismissed',
        message: '1 undelivered pass dismissed.',
        dismissed: 1,
      });
      const dismissals = await trail('pass.dismiss_undelivered');
      expect(dismissals).toHaveLength(1);
      expect(dismissals[0]).toMatchObject({ actor: 'admin', changes: { registrationIds: [item!.registrationId] } });
      expect((await undelivered()).map((each) => each.name)).not.toContain('Cy');
      const again = await admin.call('POST', '/api/admin/pass-emails/dismiss', {
        registrationIds: [item!.registrationId],
      });
      expect(again.body).toEqual({
        code: 'passes_dismissed',
        message: '0 undelivered passes dismissed.',
        dismissed: 0,
      });
      // Nothing dismissed, nothing recorded.
      expect(await trail('pass.dismiss_undelivered')).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(delivered(cy.email)).toHaveLength(0);
    },
    patient(90_000),
  );

  it('refuses bad dismissals with a message', async () => {
    const cases: [unknown, number, RegExp][] = [
      [{}, 400, /registration/i],
      [{ registrationIds: [] }, 400, /at least one/i],
      [{ registrationIds: ['not-an-id'] }, 400, /valid id/i],
    ];
    for (const [body, status, message] of cases) {
      const response = await admin.call('POST', '/api/admin/pass-emails/dismiss', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.message).toMatch(message);
    }
    const ids = { registrationIds: ['00000000-0000-4000-8000-000000000000'] };
    expect((await call(t.baseUrl, 'POST', '/api/admin/pass-emails/dismiss', ids, { origin: t.baseUrl })).status).toBe(
      401,
    );
    const foreign = await call(t.baseUrl, 'POST', '/api/admin/pass-emails/dismiss', ids, {
      cookie: admin.cookie,
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
  });

  it('refuses bad requests with a message and queues nothing', async () => {
    const before = smtp.messages.length;
    const cases: [unknown, number, RegExp][] = [
      [{}, 400, /registration/i],
      [{ registrationIds: [] }, 400, /at least one/i],
      [{ registrationIds: ['not-an-id'] }, 400, /valid id/i],
      [{ registrationIds: ['00000000-0000-4000-8000-000000000000'] }, 404, /no longer exist/],
    ];
    for (const [body, status, message] of cases) {
      const response = await admin.call('POST', '/api/admin/pass-emails/resend', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.message).toMatch(message);
    }
    expect((await call(t.baseUrl, 'GET', '/api/admin/pass-emails/undelivered')).status).toBe(401);
    const foreign = await call(
      t.baseUrl,
      'POST',
      '/api/admin/pass-emails/resend',
      { registrationIds: ['00000000-0000-4000-8000-000000000000'] },
      { cookie: admin.cookie, origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages.length).toBe(before);
  });
});
