/**
 * Issue 32: who is inside now. Exit scans at the door, re-entry rules, a capacity of people inside at
 * once kept exactly under concurrent doors, one room at a time, and everyone still inside checked out
 * at closing time, once. On PGlite and, in CI, on PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endVisitsAtClosingTime } from '../../server/modules/checkin/closing-time.ts';
import { auditLog, visits } from '../../server/platform/db/schema.ts';
import { createEvent, createExhibit, registerVisitor } from '../support/factories.ts';
import { type AdminClient, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;
/** The app's clock: today at 10:00 UTC unless a test moves it. */
let clock: Date;
const today = () => new Date().toISOString().slice(0, 10);
const at = (time: string) => new Date(`${today()}T${time}:00.000Z`);

beforeAll(async () => {
  clock = at('10:00');
  t = await startTestApp({ CLOSING_CHECK_SECONDS: '3600' }, { now: () => clock });
  admin = await signIn(t.baseUrl);
});
afterAll(() => t.close());

async function room(overrides: Record<string, unknown> = {}) {
  const event = await createEvent(admin);
  const exhibit = await createExhibit(admin, event.id, { startTime: '09:00', endTime: '17:00', ...overrides });
  return { event, exhibit };
}

const pass = (eventId: string) => registerVisitor(t.baseUrl, eventId);
const enter = (qrCode: string, exhibitId: string, extra: Record<string, unknown> = {}) =>
  admin.call('POST', '/api/admin/admit-pass', { qrCode, exhibitId, ...extra });
const leave = (qrCode: string, exhibitId: string, extra: Record<string, unknown> = {}) =>
  enter(qrCode, exhibitId, { direction: 'exit', ...extra });
const insideNow = async (eventId: string, exhibitId: string) => {
  const stats = await admin.call('GET', `/api/admin/events/${eventId}/stats`);
  return stats.body.exhibits.find((one: { id: string }) => one.id === exhibitId).inside as number;
};

describe(`who is inside now, on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('keeps the SPEC by default: a second entry is "already checked in", the exhibit says admissions in total', async () => {
    const { exhibit } = await room();
    expect(exhibit).toMatchObject({ capacityMode: 'total', reentry: false, autoExit: false });
    const { token } = await pass(exhibit.eventId);
    expect((await enter(token, exhibit.id)).status).toBe(200);
    const again = await enter(token, exhibit.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ reason: 'already_checked_in' });
  });

  it('lets a visitor out with the time inside, refuses an exit of someone not inside, and a re-entry where none is allowed', async () => {
    const { event, exhibit } = await room();
    const { token, person } = await pass(event.id);
    const outsider = await pass(event.id);
    expect((await enter(token, exhibit.id)).body).toMatchObject({ inside: 1, capacityMode: 'total' });
    clock = at('10:42');
    const out = await leave(token, exhibit.id);
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({
      code: 'goodbye',
      message: `Goodbye, ${person.name}: 42 minutes inside.`,
      direction: 'exit',
      minutesInside: 42,
      enteredAt: at('10:00').toISOString(),
      checkedInAt: at('10:42').toISOString(),
      inside: 0,
    });
    const notInside = await leave(outsider.token, exhibit.id);
    expect(notInside.status).toBe(409);
    expect(notInside.body).toMatchObject({ reason: 'not_inside', message: `Not inside ${exhibit.name}.` });
    const twice = await leave(token, exhibit.id);
    expect(twice.body).toMatchObject({ reason: 'not_inside' });
    const back = await enter(token, exhibit.id);
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({
      reason: 'no_reentry',
      message: `${exhibit.name} does not allow re-entry: this visitor has left.`,
    });
    // The door's view says so too, and the audit trail has the exit and the refusals.
    const view = await admin.call('POST', '/api/admin/validate-qr', { qrCode: token });
    expect(view.body.exhibits[0]).toMatchObject({
      hasCheckedIn: true,
      insideSince: null,
      canAdmit: false,
      reason: 'no_reentry',
    });
    const entries = await t.app.database.db
      .select({ action: auditLog.action, reason: auditLog.reason })
      .from(auditLog)
      .where(
        eq(
          auditLog.targetId,
          (await admin.call('POST', '/api/admin/validate-qr', { qrCode: token })).body.registration.id,
        ),
      );
    expect(entries.map((entry) => `${entry.action}${entry.reason ? `:${entry.reason}` : ''}`).sort()).toEqual(
      ['door.admit', 'door.exit', 'door.refuse:no_reentry', 'door.refuse:not_inside'].sort(),
    );
    clock = at('10:00');
  });

  it('lets a visitor back in where re-entry is allowed, and says "Already inside since" to an entry of someone inside', async () => {
    const { event, exhibit } = await room({ reentry: true });
    const { token } = await pass(event.id);
    const first = await enter(token, exhibit.id, { requestId: 'in-1' });
    expect(first.status).toBe(200);
    const inside = await enter(token, exhibit.id);
    expect(inside.status).toBe(409);
    expect(inside.body).toMatchObject({
      reason: 'already_inside',
      message: `Already inside ${exhibit.name} since 10:00 AM.`,
      checkedInAt: at('10:00').toISOString(),
    });
    // A retried entry with the same key gets the first answer.
    expect((await enter(token, exhibit.id, { requestId: 'in-1' })).status).toBe(200);
    expect((await leave(token, exhibit.id, { requestId: 'out-1' })).status).toBe(200);
    expect((await leave(token, exhibit.id, { requestId: 'out-1' })).status).toBe(200);
    clock = at('11:00');
    const back = await enter(token, exhibit.id, { requestId: 'in-2' });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ checkedInAt: at('11:00').toISOString(), inside: 1 });
    const rows = await t.app.database.db
      .select({ enteredAt: visits.enteredAt, exitKind: visits.exitKind })
      .from(visits)
      .where(eq(visits.exhibitId, exhibit.id))
      .orderBy(visits.enteredAt);
    expect(rows.map((row) => [row.enteredAt.toISOString(), row.exitKind])).toEqual([
      [at('10:00').toISOString(), 'scan'],
      [at('11:00').toISOString(), null],
    ]);
    clock = at('10:00');
  });

  it('holds "people inside at once" at 10 under 40 concurrent entries, and admits 3 more after 3 exits', async () => {
    const { event, exhibit } = await room({ maxCapacity: 10, capacityMode: 'inside' });
    const tokens = await Promise.all(Array.from({ length: 40 }, async () => (await pass(event.id)).token));
    const entries = await Promise.all(tokens.map((token) => enter(token, exhibit.id)));
    const admitted = tokens.filter((_, index) => entries[index]!.status === 200);
    expect(admitted).toHaveLength(10);
    const refused = entries.filter((response) => response.status === 409);
    expect(refused).toHaveLength(30);
    for (const response of refused) {
      expect(response.body).toMatchObject({ reason: 'capacity_full', message: `${exhibit.name} is full (10 inside).` });
    }
    expect(await insideNow(event.id, exhibit.id)).toBe(10);
    const waiting = tokens.filter((token) => !admitted.includes(token));
    await Promise.all(admitted.slice(0, 3).map((token) => leave(token, exhibit.id)));
    expect(await insideNow(event.id, exhibit.id)).toBe(7);
    const next = await Promise.all(waiting.slice(0, 6).map((token) => enter(token, exhibit.id)));
    expect(next.filter((response) => response.status === 200)).toHaveLength(3);
    expect(await insideNow(event.id, exhibit.id)).toBe(10);
    // Inside now equals the visits still open.
    const open = await t.app.database.db
      .select({ id: visits.id })
      .from(visits)
      .where(and(eq(visits.exhibitId, exhibit.id), eq(visits.exitKind, 'scan')));
    expect(open).toHaveLength(3);
  });

  it('lets one of two doors out a visitor leaving at the same moment; the other hears "not inside"', async () => {
    const { event, exhibit } = await room({ capacityMode: 'inside', maxCapacity: 5, reentry: true });
    const { token } = await pass(event.id);
    await enter(token, exhibit.id);
    const exits = await Promise.all(Array.from({ length: 8 }, () => leave(token, exhibit.id)));
    expect(exits.filter((response) => response.status === 200)).toHaveLength(1);
    expect(new Set(exits.filter((r) => r.status !== 200).map((r) => r.body.reason))).toEqual(new Set(['not_inside']));
    expect(await insideNow(event.id, exhibit.id)).toBe(0);
  });

  it('moves a visitor out of a room that leaves itself when they enter another of the event', async () => {
    const event = await createEvent(admin);
    const first = await createExhibit(admin, event.id, {
      name: 'Room 1',
      startTime: '09:00',
      endTime: '17:00',
      autoExit: true,
    });
    const second = await createExhibit(admin, event.id, { name: 'Room 2', startTime: '09:00', endTime: '17:00' });
    const { token } = await pass(event.id);
    await enter(token, first.id);
    expect(await insideNow(event.id, first.id)).toBe(1);
    await enter(token, second.id);
    expect(await insideNow(event.id, first.id)).toBe(0);
    expect(await insideNow(event.id, second.id)).toBe(1);
    const [moved] = await t.app.database.db
      .select({ exitKind: visits.exitKind })
      .from(visits)
      .where(eq(visits.exhibitId, first.id));
    expect(moved?.exitKind).toBe('moved');
    // Room 2 does not leave itself: entering Room 1 again keeps them in Room 2.
    const view = await admin.call('POST', '/api/admin/validate-qr', { qrCode: token });
    expect(
      view.body.exhibits.map((one: { name: string; insideSince: string | null }) => [
        one.name,
        one.insideSince !== null,
      ]),
    ).toEqual([
      ['Room 1', false],
      ['Room 2', true],
    ]);
  });

  it('checks out everyone still inside at closing time, once, marked as at closing time', async () => {
    const { event, exhibit } = await room({ capacityMode: 'inside', maxCapacity: 100 });
    const tokens = await Promise.all(Array.from({ length: 3 }, async () => (await pass(event.id)).token));
    for (const token of tokens) await enter(token, exhibit.id);
    await leave(tokens[0]!, exhibit.id);
    const deps = { db: t.app.database.db, timezone: 'UTC' };
    // Before closing: nobody is checked out.
    expect(await endVisitsAtClosingTime({ ...deps, now: () => at('16:59') })).toBe(0);
    expect(await insideNow(event.id, exhibit.id)).toBe(2);
    expect(await endVisitsAtClosingTime({ ...deps, now: () => at('17:05') })).toBeGreaterThanOrEqual(2);
    expect(await insideNow(event.id, exhibit.id)).toBe(0);
    expect(await endVisitsAtClosingTime({ ...deps, now: () => at('17:10') })).toBe(0);
    const ended = await t.app.database.db
      .select({ exitKind: visits.exitKind, exitedAt: visits.exitedAt })
      .from(visits)
      .where(eq(visits.exhibitId, exhibit.id));
    expect(ended.filter((visit) => visit.exitKind === 'closing').map((visit) => visit.exitedAt?.toISOString())).toEqual(
      [at('17:01').toISOString(), at('17:01').toISOString()],
    );
    const closing = await t.app.database.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'door.closing_exit'), eq(auditLog.targetId, exhibit.id)));
    expect(closing).toEqual([{ changes: { checkedOut: 2, closedAt: at('17:01').toISOString() } }]);
  });

  it('refuses a bad direction and a bad capacity mode with a clear 400, changing nothing', async () => {
    const { event, exhibit } = await room();
    const { token } = await pass(event.id);
    const bad = await enter(token, exhibit.id, { direction: 'sideways' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Direction must be entry or exit');
    const form = await admin.call('POST', '/api/admin/exhibits', {
      eventId: event.id,
      name: 'Odd',
      date: new Date().toISOString(),
      startTime: '09:00',
      endTime: '17:00',
      capacityMode: 'sometimes',
    });
    expect(form.status).toBe(400);
    expect(JSON.stringify(form.body)).toContain('Capacity counts must be total or inside');
    expect(await insideNow(event.id, exhibit.id)).toBe(0);
  });
});
