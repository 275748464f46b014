/**
 * Issue 29 item 5: a visitor registered as '+44 7700 900029' was 'User Not Found' at the door by
 * '07700 900029' or '7700 900029'. Numbers are kept in E.164 (PHONE_REGION, default GB, for those
 * typed without their country code) and looked up the same way; rows kept before are rewritten at
 * start. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_REWRITE_KEY, rewritePhonesToE164 } from '../../server/modules/registrations/phone-rewrite.ts';
import { config, events, registrations } from '../../server/platform/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { createEvent, dayEnd, dayStart, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const NO_MATCH = 'No registration found with this email or phone.';

describe('phone numbers registered and looked up in any form', () => {
  let t: TestApp;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t.baseUrl);
  });
  afterAll(() => t?.close());

  const register = async (eventId: string, phone: string) => {
    const person = visitor({ phone });
    const response = await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId });
    return { person, response };
  };
  const lookup = (emailOrPhone: string) => admin.call('POST', '/api/admin/lookup-user', { emailOrPhone });

  it('finds the visitor registered as +44 7700 900029 by its national, international and spaced forms', async () => {
    const event = await createEvent(admin, { startDate: dayStart(0), endDate: dayEnd(0) });
    const { person, response } = await register(event.id, '+44 7700 900029');
    expect(response.status).toBe(201);
    for (const typed of ['07700 900029', '7700 900029', '+44 7700 900029', '+447700900029', '0044 7700 900029']) {
      const found = await lookup(typed);
      expect(found.status, typed).toBe(200);
      expect(found.body.registration.name, typed).toBe(person.name);
    }
    // Kept, and shown to organisers, in E.164.
    const [row] = await t.app.database.db
      .select({ phone: registrations.phone, phoneDigits: registrations.phoneDigits })
      .from(registrations)
      .where(eq(registrations.email, person.email));
    expect(row).toEqual({ phone: '+447700900029', phoneDigits: '447700900029' });
    const listed = await admin.call('GET', `/api/admin/events/${event.id}/registrations?q=07700`);
    expect(listed.body.items.map((item: { phone: string }) => item.phone)).toEqual(['+447700900029']);
  });

  it('keeps a number of another country distinct from the national number of the same digits', async () => {
    const event = await createEvent(admin, { startDate: dayStart(0), endDate: dayEnd(0) });
    const french = await register(event.id, '+33 6 12 34 56 78');
    expect(french.response.status).toBe(201);
    // Read as a British number (PHONE_REGION), '06 12 34 56 78' is +44 6123 45678: not the French visitor.
    const british = await lookup('06 12 34 56 78');
    expect(british.status).toBe(404);
    expect(british.body.message).toBe(NO_MATCH);
    for (const typed of ['+33612345678', '0033 6 12 34 56 78', '+33 (0)6 12 34 56 78']) {
      const found = await lookup(typed);
      expect(found.status, typed).toBe(200);
      expect(found.body.registration.name, typed).toBe(french.person.name);
    }
  });

  it('refuses a number that is no possible phone number with 400 on the phone field, and stores nothing', async () => {
    const event = await createEvent(admin);
    for (const phone of ['+1 555 0100', '123', '+44 7700 900029 9999']) {
      const { person, response } = await register(event.id, phone);
      expect(response.status, phone).toBe(400);
      expect(response.body).toEqual({
        code: 'phone_invalid',
        message: 'Enter a valid phone number',
        issues: [{ path: 'phone', code: 'phone_invalid', message: 'Enter a valid phone number' }],
      });
      const stored = await t.app.database.db
        .select({ id: registrations.id })
        .from(registrations)
        .where(eq(registrations.email, person.email));
      expect(stored, phone).toEqual([]);
    }
  });
});

describe('registrations kept before E.164', () => {
  let old: TestDatabase;
  let t: TestApp;
  let admin: AdminClient;
  const eventId = randomUUID();
  /** As the app kept them before: the phone as typed, its digits. */
  const kept = [
    { name: 'National Nell', phone: '07700 900031' },
    { name: 'Spaced Sam', phone: '+44 20 7946 0032' },
    { name: 'Bare Bea', phone: '7700 900033' },
    { name: 'Dialled Dan', phone: '0044 (0)7700 900034' },
    { name: 'Short Stan', phone: '+1 555 0100' },
    { name: 'Exact Eve', phone: '+447700900035' },
  ];
  const rowOf = (name: string) =>
    old.handle.db
      .select({ phone: registrations.phone, phoneDigits: registrations.phoneDigits })
      .from(registrations)
      .where(eq(registrations.name, name))
      .then((rows) => rows[0]);

  beforeAll(async () => {
    old = await createTestDatabase();
    await old.handle.db.insert(events).values({
      id: eventId,
      name: 'Before E.164',
      startDate: new Date(Date.now() - 86_400_000),
      endDate: new Date(Date.now() + 86_400_000),
    });
    await old.handle.db.insert(registrations).values(
      kept.map(({ name, phone }) => ({
        eventId,
        name,
        email: `${name.split(' ')[1]!.toLowerCase()}-${randomUUID().slice(0, 6)}@example.com`,
        phone,
        phoneDigits: phone.replace(/\D+/g, ''),
        qrCode: `old-pass-${name}`,
      })),
    );
    // The app starts on the database as it was: the rewrite runs before it serves.
    t = await startTestApp({}, { database: old.handle });
    admin = await signIn(t.baseUrl);
  });
  afterAll(async () => {
    await t?.close();
    await old?.drop();
  });

  it('rewrites them in E.164 at start, leaves the ones that are no possible number, and finds them all', async () => {
    expect(await rowOf('National Nell')).toEqual({ phone: '+447700900031', phoneDigits: '447700900031' });
    expect(await rowOf('Spaced Sam')).toEqual({ phone: '+442079460032', phoneDigits: '442079460032' });
    expect(await rowOf('Bare Bea')).toEqual({ phone: '+447700900033', phoneDigits: '447700900033' });
    expect(await rowOf('Dialled Dan')).toEqual({ phone: '+447700900034', phoneDigits: '447700900034' });
    expect(await rowOf('Short Stan')).toEqual({ phone: '+1 555 0100', phoneDigits: '15550100' });
    expect(await rowOf('Exact Eve')).toEqual({ phone: '+447700900035', phoneDigits: '447700900035' });
    const byForm: [string, string][] = [
      ['+44 7700 900031', 'National Nell'],
      ['020 7946 0032', 'Spaced Sam'],
      ['07700 900033', 'Bare Bea'],
      ['7700 900034', 'Dialled Dan'],
      ['+1 555 0100', 'Short Stan'],
      ['07700 900035', 'Exact Eve'],
    ];
    for (const [typed, name] of byForm) {
      const found = await admin.call('POST', '/api/admin/lookup-user', { emailOrPhone: typed });
      expect(found.status, typed).toBe(200);
      expect(found.body.registration.name, typed).toBe(name);
    }
    const [marker] = await old.handle.db.select().from(config).where(eq(config.key, PHONE_REWRITE_KEY));
    expect(marker?.value).toBe('GB');
  });

  it('runs once per region, and two instances rewriting at once write each row once, slice by slice', async () => {
    const db = old.handle.db;
    expect(await rewritePhonesToE164(db, 'GB')).toBeNull();
    // A backup from before restored: old rows again, and no marker.
    const names = ['Late Lou', 'Late Lea', 'Late Liv', 'Late Lee', 'Late Lux'];
    await db.insert(registrations).values(
      names.map((name, n) => ({
        eventId,
        name,
        email: `late-${n}-${randomUUID().slice(0, 6)}@example.com`,
        phone: `07700 90004${n}`,
        phoneDigits: `0770090004${n}`,
        qrCode: `old-pass-${name}`,
      })),
    );
    await db.delete(config).where(eq(config.key, PHONE_REWRITE_KEY));
    const slices = { sliceRows: 2 };
    const [one, two] = await Promise.all([
      rewritePhonesToE164(db, 'GB', slices),
      rewritePhonesToE164(db, 'GB', slices),
    ]);
    expect(one!.rewritten + two!.rewritten).toBe(names.length);
    const rows = await db
      .select({ name: registrations.name, phone: registrations.phone })
      .from(registrations)
      .where(inArray(registrations.name, names));
    expect(rows.map((row) => row.phone).sort()).toEqual(names.map((_, n) => `+44770090004${n}`));
    // Another region: the rows left as typed are read again (+1 555 0100 is none in the US either).
    expect(await rewritePhonesToE164(db, 'US')).toEqual({ rewritten: 0, kept: 1 });
  });
});
