/**
 * A visitor's own page (issue 30 item 2): the personal link of every e-mail opens it; cancelling frees
 * the place in the kept counts, e-mails a confirmation, and the door refuses the pass (`cancelled`)
 * online and from its offline copy; editing changes what the door and the CSV show; a forged or expired
 * link is a 4xx; a bad edit is a 400 that changes nothing; My Pass skips a cancelled registration.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideOffline, passHash } from '../../common/offline-admission.ts';
import { createRegistrationLinkTokens } from '../../server/modules/passes/registration-link.ts';
import { createEvent, createExhibit, dayEnd, dayStart, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { decodeQr } from '../support/qr-decode.ts';
import { startSmtpApp } from '../support/smtp-app.ts';
import type { SmtpSink } from '../support/smtp-sink.ts';
import { openSse } from '../support/sse.ts';
import type { TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

const secret = 'my-registration-test-secret-0123456789abc';
let t: TestApp;
let smtp: SmtpSink;
let admin: AdminClient;

beforeAll(async () => {
  ({ smtp, t } = await startSmtpApp({ APP_SECRET: secret }));
  admin = await signIn(t.baseUrl);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const pad = (value: number) => String(value).padStart(2, '0');
/** The door's words, written out here on their own (APP_TIMEZONE is UTC in the tests). */
const cancelledWords = (at: Date) =>
  `Registration cancelled on ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}, ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;

const mailsTo = (email: string) => smtp.messages.filter((message) => JSON.stringify(message.to).includes(email));

/** The personal link's token, as the e-mail gives it. */
const linkIn = (mail: ParsedMail) => {
  const match = /\/my-registration\/(m1\.[\w.-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no personal link in: ${mail.text}`);
  return match[1]!;
};

/** Registers a visitor and reads the personal link from their first e-mail. */
async function registered(eventId: string, overrides: Record<string, unknown> = {}) {
  const person = visitor(overrides);
  const answer = await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId });
  expect([201, 202]).toContain(answer.status);
  await waitFor(() => mailsTo(person.email).length === 1);
  const token = linkIn(mailsTo(person.email)[0]!);
  return { person, token, status: answer.status };
}

const page = (token: string) => call(t.baseUrl, 'GET', `/api/my-registration/${token}`);
const cancel = (token: string) => call(t.baseUrl, 'POST', `/api/my-registration/${token}/cancel`);
const edit = (token: string, body: Record<string, unknown>) =>
  call(t.baseUrl, 'PATCH', `/api/my-registration/${token}`, body);
const stats = async (eventId: string) => (await admin.call('GET', `/api/admin/events/${eventId}/stats`)).body;

async function auditOf(registrationId: string) {
  const result = await t.app.database.db.execute(
    sql`select action, actor, changes from audit_log where target_id = ${registrationId} order by id`,
  );
  return (result as unknown as { rows: { action: string; actor: string | null; changes: unknown }[] }).rows;
}

describe('the personal link', () => {
  it('comes in the pass e-mail, is not the pass, and opens the registration with its pass, event and exhibits', async () => {
    const event = await createEvent(admin, { name: 'Space Fair', description: 'Rockets and more' });
    const exhibit = await createExhibit(admin, event.id, { name: 'Moon Rock' });
    const { person, token } = await registered(event.id);
    const mail = mailsTo(person.email)[0]!;
    expect(mail.subject).toBe('Your pass for Space Fair');
    expect(mail.html).toContain(`/my-registration/${token}`);

    const view = await page(token);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      status: 'registered',
      position: null,
      cancelledAt: null,
      name: person.name,
      email: person.email,
      phone: '+12025550100',
      company: 'ACME',
      event: { id: event.id, name: 'Space Fair', description: 'Rockets and more', ended: false },
      exhibits: [expect.objectContaining({ id: exhibit.id, name: 'Moon Rock' })],
    });
    const pass = decodeQr(view.body.qrCode);
    expect(pass).toMatch(/^v2\./);
    expect(token).not.toContain(pass.split('.')[2]);
    // The link is no pass at the door.
    const scanned = await admin.call('POST', '/api/admin/validate-qr', { qrCode: token });
    expect(scanned.body).toMatchObject({ isValid: false, registration: null, reason: 'invalid' });

    const calendar = await call(t.baseUrl, 'GET', `/api/my-registration/${token}/calendar.ics`);
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get('content-type')).toContain('text/calendar');
    expect(calendar.body).toContain('SUMMARY:Space Fair');
    // iCalendar folds long lines: unfolded, the page's address is there.
    expect(calendar.body.replace(/\r\n /g, '')).toContain(`URL;VALUE=URI:${t.baseUrl}/my-registration/${token}`);
  });

  it('is in the waiting list note too, and shows the place in line instead of a pass', async () => {
    const event = await createEvent(admin, { capacity: 1 });
    await registered(event.id);
    const first = await registered(event.id);
    const second = await registered(event.id);
    expect(first.status).toBe(202);
    expect((await page(second.token)).body).toMatchObject({ status: 'waiting', position: 2, qrCode: null });

    // The first in line leaves: the second is next.
    expect((await cancel(first.token)).body).toMatchObject({ status: 'cancelled', position: null });
    expect((await page(second.token)).body).toMatchObject({ status: 'waiting', position: 1 });
    expect(await stats(event.id)).toMatchObject({ registered: 1, waiting: 1 });
  });

  it('answers a tampered link with 404 and an expired one with 410, each with a message', async () => {
    const event = await createEvent(admin);
    const { token } = await registered(event.id);
    const registrationId = token.split('.')[1]!;
    const tampered = [
      `${token.slice(0, -2)}xx`,
      token.replace(registrationId, randomUUID()),
      token.replace(/\.\d+\./, '.99999999999.'),
      createRegistrationLinkTokens('another-secret-0123456789-0123456789').sign(
        registrationId,
        new Date(Date.now() + 1e9),
      ),
      'not-a-link',
    ];
    for (const link of tampered) {
      for (const answer of [
        await page(link),
        await cancel(link),
        await edit(link, { name: 'Mallory', phone: '+12025550100' }),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body.message).toBe('This link is not valid. Use the link in your latest e-mail.');
      }
    }
    const old = createRegistrationLinkTokens(secret).sign(registrationId, new Date(Date.now() - 1000));
    for (const answer of [await page(old), await cancel(old)]) {
      expect(answer.status).toBe(410);
      expect(answer.body.message).toBe('This link has expired.');
    }
    expect((await page(token)).body).toMatchObject({ status: 'registered' });
  });
});

describe('cancelling', () => {
  it('frees the place, e-mails a confirmation, and the door refuses the pass online and offline', async () => {
    const event = await createEvent(admin, { name: 'Robot Lab', capacity: 2 });
    const exhibit = await createExhibit(admin, event.id, { name: 'Arm' });
    const { person, token } = await registered(event.id);
    await registered(event.id);
    const pass = decodeQr((await page(token)).body.qrCode);
    const registrationId = pass.split('.')[1]!;
    expect(await stats(event.id)).toMatchObject({ registered: 2, waiting: 0 });
    // The door's copy before: the device keeps it and is brought up to date by its delta.
    const before = await admin.call('GET', `/api/admin/door/events/${event.id}/passes`);

    const answer = await cancel(token);
    expect(answer.status).toBe(200);
    const cancelledAt = new Date(answer.body.cancelledAt);
    const words = cancelledWords(cancelledAt);
    expect(answer.body).toMatchObject({ status: 'cancelled', qrCode: null, cancelledMessage: words });

    // The place is free in the kept counts and on the public list.
    expect(await stats(event.id)).toMatchObject({ registered: 1, waiting: 0 });
    const active = await call(t.baseUrl, 'GET', '/api/events/active');
    expect(active.body.find((item: { id: string }) => item.id === event.id)).toMatchObject({ placesLeft: 1 });

    // The confirmation, with the personal link.
    await waitFor(() => mailsTo(person.email).length === 2);
    const confirmation = mailsTo(person.email)[1]!;
    expect(confirmation.subject).toBe('Registration cancelled: Robot Lab');
    expect(confirmation.text).toContain(`${words}.`);
    expect(confirmation.text).toContain(`/my-registration/${token}`);

    // The door, online: scan, lookup and admit all say so.
    const scanned = await admin.call('POST', '/api/admin/validate-qr', { qrCode: pass });
    expect(scanned.body).toMatchObject({ reason: 'cancelled', message: words });
    expect(scanned.body.exhibits).toEqual([
      expect.objectContaining({ id: exhibit.id, canAdmit: false, reason: 'cancelled', message: words }),
    ]);
    const looked = await admin.call('POST', '/api/admin/lookup-user', { emailOrPhone: person.email });
    expect(looked.body).toMatchObject({ reason: 'cancelled', message: words });
    const admit = await admin.call('POST', '/api/admin/admit', { registrationId, exhibitId: exhibit.id });
    expect(admit.status).toBe(409);
    expect(admit.body).toMatchObject({ reason: 'cancelled', message: words });
    const admitPass = await admin.call('POST', '/api/admin/admit-pass', { qrCode: pass, exhibitId: exhibit.id });
    expect(admitPass.status).toBe(409);
    expect(admitPass.body).toMatchObject({ reason: 'cancelled' });
    expect((await stats(event.id)).checkedIn).toBe(0);
    const resend = await admin.call('POST', '/api/admin/resend-qr', { registrationId });
    expect(resend.status).toBe(409);

    // The door, offline: the copy's delta carries the cancellation, and the shared rules refuse it.
    const delta = await admin.call(
      'GET',
      `/api/admin/door/events/${event.id}/passes?since=${encodeURIComponent(before.body.cursor)}`,
    );
    const copied = delta.body.registrations.find((item: { id: string }) => item.id === registrationId);
    expect(copied).toMatchObject({ cancelledAt: cancelledAt.toISOString() });
    const offline = decideOffline(
      {
        policy: delta.body.policy,
        registration: copied,
        event: delta.body.event,
        exhibit: delta.body.exhibits.find((item: { id: string }) => item.id === exhibit.id),
        ownAdmits: [],
        now: new Date(),
      },
      { kind: 'pass', text: pass, hash: await passHash(pass) },
    );
    expect(offline).toMatchObject({ allowed: false, reason: 'cancelled', message: words });
    // A full copy carries it too.
    const full = await admin.call('GET', `/api/admin/door/events/${event.id}/passes`);
    expect(full.body.registrations.find((item: { id: string }) => item.id === registrationId)).toMatchObject({
      cancelledAt: cancelledAt.toISOString(),
    });

    // Audited, the actor a visitor.
    expect(await auditOf(registrationId)).toContainEqual(
      expect.objectContaining({ action: 'registration.cancel', actor: 'visitor' }),
    );
  });

  it("tells the event's live numbers the place is free", async () => {
    const event = await createEvent(admin, { capacity: 3 });
    const { token } = await registered(event.id);
    await registered(event.id);
    const stream = await openSse(`${t.baseUrl}/api/admin/events/${event.id}/live`, { cookie: admin.cookie });
    try {
      expect((await stream.next('counts')).data.registered).toBe(2);
      await cancel(token);
      expect((await stream.next('counts')).data.registered).toBe(1);
    } finally {
      stream.close();
    }
  });

  it('refuses to cancel or edit once the event is over, and changes nothing', async () => {
    const event = await createEvent(admin);
    const { token } = await registered(event.id);
    // Over since yesterday (the API makes no ended event: its dates are moved back in the database).
    await t.app.database.db.execute(
      sql`update events set start_date = ${dayStart(-3)}::timestamptz, end_date = ${dayEnd(-2)}::timestamptz where id = ${event.id}`,
    );
    const message = 'This event has ended: your registration can no longer be changed.';
    for (const answer of [
      await cancel(token),
      await edit(token, { name: 'Late', phone: '+12025550100', company: 'X' }),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(message);
    }
    expect((await page(token)).body).toMatchObject({ status: 'registered', event: { ended: true } });
  });

  it('a second time answers the same and changes nothing more', async () => {
    const event = await createEvent(admin, { capacity: 5 });
    const { token } = await registered(event.id);
    await registered(event.id);
    const first = await cancel(token);
    const second = await cancel(token);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await stats(event.id)).toMatchObject({ registered: 1 });
    const registrationId = token.split('.')[1]!;
    expect((await auditOf(registrationId)).filter((entry) => entry.action === 'registration.cancel')).toHaveLength(1);
    // Nothing is left to edit.
    const edited = await edit(token, { name: 'Too Late', phone: '+12025550100', company: 'ACME' });
    expect(edited.status).toBe(409);
    expect((await page(token)).body).toEqual(first.body);
  });

  it('leaves My Pass to the registrations still standing, and the address free to register again', async () => {
    const event = await createEvent(admin);
    const { person, token } = await registered(event.id);
    expect((await call(t.baseUrl, 'GET', `/api/registration/${encodeURIComponent(person.email)}`)).status).toBe(200);
    await cancel(token);
    const lookup = await call(t.baseUrl, 'GET', `/api/registration/${encodeURIComponent(person.email)}`);
    expect(lookup.status).toBe(404);
    const again = await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id });
    expect(again.status).toBe(201);
    expect((await call(t.baseUrl, 'GET', `/api/registration/${encodeURIComponent(person.email)}`)).status).toBe(200);
    // The door finds the new registration first, and lists the cancelled one after it.
    const looked = await admin.call('POST', '/api/admin/lookup-user', { emailOrPhone: person.email });
    expect(looked.status).toBe(200);
    expect(looked.body.reason).toBeUndefined();
    expect(looked.body.registration.id).not.toBe(token.split('.')[1]);
    expect(looked.body.matches).toHaveLength(2);
  });
});

describe('editing my details', () => {
  it('changes what the door and the CSV show, keeps the e-mail address, and is audited', async () => {
    const event = await createEvent(admin);
    await createExhibit(admin, event.id);
    const { person, token } = await registered(event.id);
    const registrationId = token.split('.')[1]!;

    const answer = await edit(token, { name: 'Ada Lovelace', phone: '+44 7700 900123', company: 'Engines Ltd' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: 'Ada Lovelace',
      phone: '+447700900123',
      company: 'Engines Ltd',
      email: person.email,
    });

    const looked = await admin.call('POST', '/api/admin/lookup-user', { emailOrPhone: '+447700900123' });
    expect(looked.body.registration).toMatchObject({ id: registrationId, name: 'Ada Lovelace', email: person.email });
    const csv = await admin.call('GET', `/api/admin/events/${event.id}/registrations.csv`);
    expect(csv.body).toContain('Ada Lovelace');
    expect(csv.body).toContain('Engines Ltd');
    expect(csv.body).not.toContain(person.name);
    const copy = await admin.call('GET', `/api/admin/door/events/${event.id}/passes`);
    expect(copy.body.registrations.find((item: { id: string }) => item.id === registrationId)).toMatchObject({
      name: 'Ada Lovelace',
      phoneDigits: '447700900123',
    });
    expect(await auditOf(registrationId)).toContainEqual(
      expect.objectContaining({
        action: 'registration.edit',
        actor: 'visitor',
        changes: expect.objectContaining({ name: { before: person.name, after: 'Ada Lovelace' } }),
      }),
    );
  });

  it('refuses a bad edit with a clear 400 on the field, and changes nothing', async () => {
    const event = await createEvent(admin);
    const { token } = await registered(event.id);
    const before = (await page(token)).body;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '', phone: '+12025550100', company: 'ACME' }, 'name', 'Name is required'],
      [{ name: 'Ada', phone: 'no digits', company: 'ACME' }, 'phone', 'Enter a valid phone number'],
      [{ name: 'Ada', phone: '12', company: 'ACME' }, 'phone', 'Enter a valid phone number'],
      [{ name: 'Ada', phone: '+12025550100', company: '  ' }, 'company', 'Company is required'],
      [{ name: 'Ada', phone: '+12025550100' }, 'company', 'Company is required'],
    ];
    for (const [body, path, message] of cases) {
      const answer = await edit(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(answer.body.issues).toEqual([expect.objectContaining({ path, message })]);
    }
    expect((await page(token)).body).toEqual(before);
    // The e-mail address is not a field of the edit: it stays.
    const email = await edit(token, { name: 'Ada', phone: '+12025550100', company: 'ACME', email: 'new@example.com' });
    expect(email.status).toBe(200);
    expect(email.body).toMatchObject({ name: 'Ada', email: before.email });
  });

  it('keeps the company as the event asks for it', async () => {
    const event = await createEvent(admin, { companyField: 'optional' });
    const { token } = await registered(event.id);
    const blank = await edit(token, { name: 'Ada', phone: '+12025550100', company: '' });
    expect(blank.status).toBe(200);
    expect(blank.body.company).toBe('');
  });
});
