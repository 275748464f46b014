/**
 * The audit trail (issue 14 item 4, decision 025): one entry per admin change and per door decision,
 * written with the change, readable page by page and as a CSV, and impossible to change or delete.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api-paths.ts';
import { auditCalls } from '../../common/contracts/audit.ts';
import { sealAuditTrail } from '../../server/modules/audit/audit-chain.ts';
import { createEvent, createExhibit, noon, visitor } from '../support/factories.ts';
import { type AdminClient, call, passwordSignIn, signIn } from '../support/http.ts';
import { decodeQr } from '../support/qr-decode.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let owner: AdminClient;
const PASSWORD = 'a-long-enough-password';
const DEVICE = 'door-phone-0001';

beforeAll(async () => {
  t = await startTestApp();
  owner = await signIn(t.baseUrl);
});
afterAll(async () => {
  await t?.close();
});

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface Entry {
  id: string;
  action: string;
  actor: string | null;
  targetId: string | null;
  targetName: string | null;
  eventId: string | null;
  reason: string | null;
  changes: Record<string, unknown> | null;
  ip: string | null;
  userAgent: string | null;
  deviceId: string | null;
}

async function audit(query = ''): Promise<{ items: Entry[]; nextCursor: string | null }> {
  const response = await owner.call('GET', `${apiPaths.admin.audit.path}${query}`);
  expect(response.status).toBe(200);
  return response.body;
}

async function registered(eventId: string) {
  const person = visitor();
  expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId })).status).toBe(201);
  const list = (await owner.call('GET', '/api/admin/registrations')).body as { id: string; email: string }[];
  return list.find((r) => r.email === person.email)!;
}

/** A visitor's registration and the token of their pass (what its QR code holds). */
async function passOf(eventId: string) {
  const person = visitor();
  expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId })).status).toBe(201);
  const lookup = await call(t.baseUrl, 'GET', `/api/registration/${encodeURIComponent(person.email)}`);
  const [row] = await rows<{ id: string }>(
    sql`select id from registrations where email = ${person.email.toLowerCase()}`,
  );
  return { id: row!.id, token: await decodeQr(lookup.body.qrCode) };
}

/** The entries written by `change`: those with a higher id than any before it, oldest first. */
async function writtenBy(change: () => Promise<unknown>) {
  const [last] = await rows<{ id: string | null }>(sql`select max(id)::text as id from audit_log`);
  await change();
  return rows<{ action: string; actor: string | null; target_id: string | null; reason: string | null }>(
    sql`select action, actor, target_id, reason from audit_log where id > ${Number(last?.id ?? 0)} order by id`,
  );
}

/** An admit from a door phone that says which device it is. */
const admitFromDoor = (client: AdminClient, registrationId: string, exhibitId: string) =>
  call(
    t.baseUrl,
    'POST',
    '/api/admin/admit',
    { registrationId, exhibitId },
    { cookie: client.cookie, origin: t.baseUrl, 'x-door-device': DEVICE, 'user-agent': 'DoorPhone/1.0' },
  );

describe('the audit trail', () => {
  it('cannot be changed or deleted, even by the app’s own database role', async () => {
    await createEvent(owner);
    const [entry] = await rows<{ id: number }>(sql`select id from audit_log limit 1`);
    expect(entry).toBeDefined();
    for (const statement of [
      sql`update audit_log set action = 'event.delete' where id = ${entry!.id}`,
      sql`delete from audit_log where id = ${entry!.id}`,
      sql`truncate audit_log`,
    ]) {
      const refused = await t.app.database.db.execute(statement).then(
        () => null,
        (error: { message: string; cause?: { message?: string } }) => error.cause?.message ?? error.message,
      );
      expect(refused).toMatch(/append-only/);
    }
    expect(await rows(sql`select id from audit_log where id = ${entry!.id}`)).toHaveLength(1);
  });

  it('records an admin change once, with who, from where, and the changed fields before and after', async () => {
    const event = await createEvent(owner, { name: 'Before' });
    const response = await owner.call('PUT', `/api/admin/events/${event.id}`, {
      name: 'After',
      description: 'A test event',
      startDate: event.startDate,
      endDate: event.endDate,
    });
    expect(response.status).toBe(200);
    const { items } = await audit(`?eventId=${event.id}`);
    expect(items.map((entry) => entry.action)).toEqual(['event.update', 'event.create']);
    expect(items[0]).toMatchObject({
      actor: 'admin',
      targetId: event.id,
      targetName: 'After',
      changes: { name: { before: 'Before', after: 'After' } },
      ip: '127.0.0.1',
    });
    expect(items[0]!.changes).not.toHaveProperty('startDate');
  });

  it('records each door decision, admitted or refused with its reason, with the account and the device', async () => {
    await owner.call('POST', apiPaths.admin.users.path, { username: 'door-1', role: 'door', password: PASSWORD });
    const door = await signIn(t.baseUrl, 'door-1', PASSWORD);
    const event = await createEvent(owner);
    const hall = await createExhibit(owner, event.id, { name: 'Hall' });
    const person = await registered(event.id);
    expect((await admitFromDoor(door, person.id, hall.id)).status).toBe(200);
    expect((await admitFromDoor(door, person.id, hall.id)).status).toBe(409);
    const { items } = await audit(`?eventId=${event.id}&actor=door-1`);
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({
      action: 'door.admit',
      actor: 'door-1',
      targetId: person.id,
      deviceId: DEVICE,
      userAgent: 'DoorPhone/1.0',
      changes: { exhibitId: hall.id, exhibitName: 'Hall' },
    });
    expect(items[0]).toMatchObject({ action: 'door.refuse', reason: 'already_checked_in', deviceId: DEVICE });
  });

  it('writes 1 admitted and 49 refused entries for 50 admits of one pair at once', async () => {
    const event = await createEvent(owner);
    const hall = await createExhibit(owner, event.id);
    const person = await registered(event.id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        owner.call('POST', '/api/admin/admit', { registrationId: person.id, exhibitId: hall.id }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const entries = await rows<{ action: string; reason: string | null; n: number }>(
      sql`select action, reason, count(*)::int as n from audit_log where target_id = ${person.id} group by 1, 2 order by 1`,
    );
    expect(entries).toEqual([
      { action: 'door.admit', reason: null, n: 1 },
      { action: 'door.refuse', reason: 'already_checked_in', n: 49 },
    ]);
  });

  it('records every kind of admin change once: exhibits, the sheet link, the support e-mail, staff, passes, tablets', async () => {
    const event = await createEvent(owner);
    const exhibitBody = { eventId: event.id, name: 'Hall', date: noon(0), startTime: '09:00', endTime: '17:00' };
    let exhibitId = '';
    expect(
      await writtenBy(async () => {
        exhibitId = (await owner.call('POST', '/api/admin/exhibits', exhibitBody)).body.id;
      }),
    ).toMatchObject([{ action: 'exhibit.create', actor: 'admin' }]);
    const steps: [string, () => Promise<{ status: number }>][] = [
      [
        'exhibit.update',
        () => owner.call('PUT', `/api/admin/exhibits/${exhibitId}`, { ...exhibitBody, name: 'Hall B' }),
      ],
      ['exhibit.delete', () => owner.call('DELETE', `/api/admin/exhibits/${exhibitId}`)],
      [
        'sheet.link',
        () =>
          owner.call('PUT', `/api/admin/events/${event.id}/sheets-url`, {
            sheetsUrl: 'https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit',
          }),
      ],
      [
        'settings.support_email',
        () => owner.call('PUT', '/api/admin/config/support-email', { email: 'help@example.com' }),
      ],
      [
        'staff.create',
        () =>
          owner.call('POST', apiPaths.admin.users.path, { username: 'clerk-1', role: 'viewer', password: PASSWORD }),
      ],
      ['kiosk.enrol', () => owner.call('POST', '/api/admin/kiosk-devices', { name: 'Hall tablet' })],
    ];
    for (const [action, change] of steps) {
      const entries = await writtenBy(async () => expect((await change()).status, action).toBeLessThan(300));
      expect(entries, action).toMatchObject([{ action, actor: 'admin' }]);
    }
    const clerk = (await owner.call('GET', apiPaths.admin.users.path)).body.find(
      (account: { username: string }) => account.username === 'clerk-1',
    );
    expect(
      await writtenBy(() => owner.call('PATCH', apiPaths.admin.user.path({ id: clerk.id }), { role: 'organiser' })),
    ).toMatchObject([{ action: 'staff.update', target_id: clerk.id }]);
    const tablet = (await owner.call('GET', '/api/admin/kiosk-devices')).body.find(
      (device: { name: string }) => device.name === 'Hall tablet',
    );
    expect(await writtenBy(() => owner.call('DELETE', `/api/admin/kiosk-devices/${tablet.id}`))).toMatchObject([
      { action: 'kiosk.revoke', target_id: tablet.id },
    ]);
    const person = await passOf(event.id);
    expect(
      await writtenBy(() => owner.call('POST', '/api/admin/resend-qr', { registrationId: person.id })),
    ).toMatchObject([{ action: 'pass.resend', target_id: person.id }]);
    // A refused change writes nothing.
    expect(
      await writtenBy(() => owner.call('PUT', `/api/admin/exhibits/${exhibitId}`, { ...exhibitBody, name: 'Gone' })),
    ).toEqual([]);
  });

  it('records a scan the door refuses (forged pass, deleted registration), not a genuine one', async () => {
    const event = await createEvent(owner);
    const person = await passOf(event.id);
    const scan = (qrCode: string) =>
      call(
        t.baseUrl,
        'POST',
        '/api/admin/validate-qr',
        { qrCode },
        { cookie: owner.cookie, origin: t.baseUrl, 'x-door-device': DEVICE },
      );
    expect(await writtenBy(() => scan(person.token))).toEqual([]);
    expect(await writtenBy(() => scan(`${person.token.slice(0, -2)}xx`))).toMatchObject([
      { action: 'door.refuse', actor: 'admin', reason: 'invalid' },
    ]);
    await t.app.database.db.execute(sql`delete from registrations where id = ${person.id}`);
    expect(await writtenBy(() => scan(person.token))).toMatchObject([
      { action: 'door.refuse', target_id: person.id, reason: 'not_found' },
    ]);
    expect((await audit('?action=door.refuse&limit=1')).items[0]).toMatchObject({ deviceId: DEVICE });
  });

  it('records the admit on scan, and the public check-in’s admissions without an account', async () => {
    const event = await createEvent(owner);
    const hall = await createExhibit(owner, event.id, { name: 'Hall' });
    const first = await passOf(event.id);
    expect(
      await writtenBy(async () =>
        expect(
          (await owner.call('POST', '/api/admin/admit-pass', { qrCode: first.token, exhibitId: hall.id })).status,
        ).toBe(200),
      ),
    ).toMatchObject([{ action: 'door.admit', actor: 'admin', target_id: first.id }]);
    expect(
      await writtenBy(() => owner.call('POST', '/api/admin/admit-pass', { qrCode: 'forged', exhibitId: hall.id })),
    ).toMatchObject([{ action: 'door.refuse', reason: 'invalid' }]);

    const second = await passOf(event.id);
    const kiosk = () => call(t.baseUrl, 'POST', '/api/checkin', { qrData: second.token, exhibitId: hall.id });
    expect(await writtenBy(async () => expect((await kiosk()).status).toBe(200))).toMatchObject([
      { action: 'kiosk.checkin', actor: null, target_id: second.id },
    ]);
    // A refusal at the public check-in is anyone's try: not recorded.
    expect(await writtenBy(async () => expect((await kiosk()).status).toBe(409))).toEqual([]);
  });

  it('keeps the entries of a deleted event', async () => {
    const event = await createEvent(owner);
    await createExhibit(owner, event.id);
    await t.app.database.db.execute(
      sql`update events set end_date = now() - interval '1 day', start_date = now() - interval '2 days' where id = ${event.id}`,
    );
    expect((await owner.call('DELETE', `/api/admin/events/${event.id}?confirm=ended`)).status).toBe(200);
    const { items } = await audit(`?eventId=${event.id}`);
    expect(items.map((entry) => entry.action)).toEqual(['event.delete', 'exhibit.create', 'event.create']);
  });

  it('records sign-ins and failed sign-ins', async () => {
    await signIn(t.baseUrl);
    const wrong = await passwordSignIn(t.baseUrl, 'admin', 'not-the-password');
    expect(wrong.status).toBe(401);
    const { items } = await audit('?action=auth.sign_in_failed&limit=1');
    expect(items[0]).toMatchObject({ actor: null, targetName: 'admin', reason: 'wrong password' });
    expect((await audit('?action=auth.sign_in&actor=admin&limit=1')).items).toHaveLength(1);
  });

  it('pages newest first with a cursor, without gaps or repeats', async () => {
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await audit(`?limit=3${cursor ? `&before=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(3);
      all.push(...page.items.map((entry) => entry.id));
      cursor = page.nextCursor;
    } while (cursor);
    const everything = await rows<{ id: string }>(sql`select id::text as id from audit_log order by audit_log.id desc`);
    expect(all).toEqual(everything.map((row) => row.id));
  });

  it('answers a CSV of the same entries, its cells safe to open in a spreadsheet', async () => {
    await createEvent(owner, { name: '=HYPERLINK("http://evil")' });
    const response = await fetch(`${t.baseUrl}${apiPaths.admin.auditCsv.path}?action=event.create`, {
      headers: { cookie: owner.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const text = await response.text();
    expect(text.split('\r\n')[0]).toContain('"Time (UTC)","Account","Role","Action"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).not.toContain('auth.sign_in');
  });

  it('tells the Activity screen the trail is intact, counting its sealed entries', async () => {
    await createEvent(owner);
    await sealAuditTrail(t.app.database.db);
    const [sealed] = await rows<{ count: number }>(
      sql`select count(*)::int as count from audit_log where hash is not null`,
    );
    const response = await owner.call('GET', auditCalls.integrity.route);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ intact: true, entries: sealed!.count });
    expect(sealed!.count).toBeGreaterThan(0);
    expect(Date.parse(response.body.checkedAt)).not.toBeNaN();
  });

  it('refuses bad filters with a clear 400 and is not for the door', async () => {
    for (const [query, message] of [
      ['?action=event.explode', /action must be one of/],
      ['?before=abc', /before must be the nextCursor/],
      ['?limit=0', /limit must be a whole number from 1 to 200/],
      ['?limit=500', /limit must be a whole number from 1 to 200/],
      ['?eventId=not-an-id', /eventId must be an event/],
    ] as const) {
      const response = await owner.call('GET', `${apiPaths.admin.audit.path}${query}`);
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(response.body)).toMatch(message);
    }
    await owner.call('POST', apiPaths.admin.users.path, { username: 'door-2', role: 'door', password: PASSWORD });
    const door = await signIn(t.baseUrl, 'door-2', PASSWORD);
    expect((await door.call('GET', apiPaths.admin.audit.path)).status).toBe(403);
    expect((await door.call('GET', auditCalls.integrity.route)).status).toBe(403);
    // Nothing in the app changes an entry: no such call.
    expect((await owner.call('DELETE', apiPaths.admin.audit.path)).status).toBe(404);
  });
});
