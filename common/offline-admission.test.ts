import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decideOffline,
  INVALID_PASS_MESSAGE,
  matchesLookup,
  NOT_IN_COPY_MESSAGE,
  type OfflineExhibit,
  type OfflineFacts,
  type OfflineRegistration,
  passHash,
  passRegistrationId,
  withAdmitter,
} from './offline-admission.ts';

const ID = '0b7c3f4e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';
const PASS = `v2.${ID}.c2lnbmF0dXJlLW9mLXRoZS1zZXJ2ZXItZm9yLXRoaXMtcGFzcy0xMjM0NQ`;
const now = new Date('2026-06-01T12:00:00Z');

const exhibit = (overrides: Partial<OfflineExhibit> = {}): OfflineExhibit => ({
  id: 'x1',
  eventId: 'e1',
  name: 'Robots',
  isActive: true,
  maxCapacity: null,
  date: '2026-06-01T12:00:00.000Z',
  startTime: '09:00',
  endTime: '17:00',
  remaining: null,
  ...overrides,
});

async function facts(overrides: Partial<OfflineFacts> = {}, registration: Partial<OfflineRegistration> = {}) {
  return {
    policy: { timezone: 'UTC', earlyMinutes: 30 },
    registration: { id: ID, eventId: 'e1', passHash: await passHash(PASS), checkins: [], ...registration },
    event: { endDate: '2026-06-02T23:59:59.999Z' },
    exhibit: exhibit(),
    ownAdmits: [],
    now,
    ...overrides,
  } satisfies OfflineFacts;
}

const scan = async (text = PASS) => ({ kind: 'pass' as const, text, hash: await passHash(text) });
const reasonOf = (decision: ReturnType<typeof decideOffline>) => (decision.allowed ? 'admitted' : decision.reason);

describe('recognising a pass offline', () => {
  it('hashes a pass as the server does: SHA-256 of the trimmed text, base64url', async () => {
    const expected = createHash('sha256').update(PASS).digest('base64url');
    expect(await passHash(PASS)).toBe(expected);
    expect(await passHash(`  ${PASS}\n`)).toBe(expected);
  });

  it('admits a genuine pass and refuses an altered or forged one as invalid', async () => {
    expect(decideOffline(await facts(), await scan())).toEqual({ allowed: true, remaining: null });
    const altered = `${PASS.slice(0, -2)}xx`;
    expect(decideOffline(await facts(), await scan(altered))).toMatchObject({
      allowed: false,
      reason: 'invalid',
      message: INVALID_PASS_MESSAGE,
    });
    expect(reasonOf(decideOffline(await facts(), await scan('hello')))).toBe('invalid');
    expect(reasonOf(decideOffline(await facts(), await scan(`v2.not-an-id.${'a'.repeat(43)}`)))).toBe('invalid');
  });

  it('refuses a pass the server no longer accepts (no hash in the copy)', async () => {
    expect(reasonOf(decideOffline(await facts({}, { passHash: null }), await scan()))).toBe('invalid');
  });

  it('says not_found for a pass whose registration is not in the copy', async () => {
    const decision = decideOffline(await facts({ registration: null, event: null }), await scan());
    expect(decision).toMatchObject({ allowed: false, reason: 'not_found', message: NOT_IN_COPY_MESSAGE });
  });

  it('reads the registration id from the pass text', () => {
    expect(passRegistrationId(PASS)).toBe(ID);
    expect(passRegistrationId(` ${PASS} `)).toBe(ID);
    expect(passRegistrationId(`${ID}`)).toBeNull();
    expect(passRegistrationId(`v2.${ID}.`)).toBeNull();
  });
});

describe('a cancelled registration offline (issue 30 item 2)', () => {
  it('is refused by its pass and by lookup, with when it was cancelled, as online', async () => {
    const cancelled = { cancelledAt: '2026-05-30T09:41:00.000Z' };
    const expected = { allowed: false, reason: 'cancelled', message: 'Registration cancelled on 30 May, 09:41' };
    expect(decideOffline(await facts({}, cancelled), await scan())).toEqual(expected);
    expect(decideOffline(await facts({}, cancelled), { kind: 'registration' })).toEqual(expected);
    // Not cancelled (null, or a copy kept from before the field): admitted as before.
    expect(reasonOf(decideOffline(await facts({}, { cancelledAt: null }), await scan()))).toBe('admitted');
    expect(reasonOf(decideOffline(await facts(), await scan()))).toBe('admitted');
    // A forged pass is still refused as one, before anything else.
    expect(reasonOf(decideOffline(await facts({}, cancelled), await scan(`${PASS}x`)))).toBe('invalid');
  });
});

describe('the online rules, offline', () => {
  it('gives the same reasons as online, in the same order', async () => {
    const pass = await scan();
    expect(reasonOf(decideOffline(await facts({ exhibit: null }), pass))).toBe('not_found');
    expect(reasonOf(decideOffline(await facts({ exhibit: exhibit({ eventId: 'e2' }) }), pass))).toBe('wrong_event');
    expect(reasonOf(decideOffline(await facts({ exhibit: exhibit({ isActive: false }) }), pass))).toBe(
      'exhibit_inactive',
    );
    expect(reasonOf(decideOffline(await facts({ event: { endDate: '2026-05-31T23:59:59.999Z' } }), pass))).toBe(
      'event_ended',
    );
    expect(reasonOf(decideOffline(await facts({ exhibit: exhibit({ date: '2026-06-02T12:00:00.000Z' }) }), pass))).toBe(
      'not_today',
    );
    expect(reasonOf(decideOffline(await facts({ now: new Date('2026-06-01T08:00:00Z') }), pass))).toBe('not_open');
    expect(reasonOf(decideOffline(await facts({ exhibit: exhibit({ maxCapacity: 10, remaining: 0 }) }), pass))).toBe(
      'capacity_full',
    );
  });

  it('refuses a second admission, saying when', async () => {
    const decision = decideOffline(
      await facts({}, { checkins: [{ exhibitId: 'x1', checkedInAt: '2026-06-01T10:02:00.000Z' }] }),
      await scan(),
    );
    expect(decision).toEqual({
      allowed: false,
      reason: 'already_checked_in',
      message: 'Already checked in to Robots at 10:02 AM.',
      checkedInAt: new Date('2026-06-01T10:02:00.000Z'),
    });
    // The sync's answer names who was first (the server knows; the copy does not carry it).
    if (!decision.allowed) {
      expect(withAdmitter(decision.message, 'Door 2')).toBe('Already checked in to Robots at 10:02 AM by Door 2.');
    }
  });

  it("counts the device's own queued admission of the same visitor as a check-in", async () => {
    const ownAdmits = [{ registrationId: ID, exhibitId: 'x1', admittedAt: '2026-06-01T11:00:00.000Z' }];
    const decision = decideOffline(await facts({ ownAdmits }), await scan());
    expect(decision).toMatchObject({ allowed: false, reason: 'already_checked_in' });
  });

  it('names who made an admission the device knows of (its own online, or heard on the live stream)', async () => {
    const ownAdmits = [{ registrationId: ID, exhibitId: 'x1', admittedAt: '2026-06-01T11:58:00.000Z', by: 'door1' }];
    expect(decideOffline(await facts({ ownAdmits }), await scan())).toMatchObject({
      allowed: false,
      reason: 'already_checked_in',
      message: 'Already checked in to Robots at 11:58 AM by door1.',
    });
  });

  it('admits a registration chosen by lookup, without a pass', async () => {
    expect(decideOffline(await facts(), { kind: 'registration' })).toEqual({ allowed: true, remaining: null });
  });
});

describe('capacity offline', () => {
  const others = (count: number) =>
    Array.from({ length: count }, (_, n) => ({
      registrationId: `other-${n}`,
      exhibitId: 'x1',
      admittedAt: '2026-06-01T11:00:00.000Z',
    }));

  it('admits while the last known places left, less its own admits, are above zero', async () => {
    const capped = exhibit({ maxCapacity: 3, remaining: 2 });
    expect(decideOffline(await facts({ exhibit: capped }), await scan())).toEqual({ allowed: true, remaining: 1 });
    expect(decideOffline(await facts({ exhibit: capped, ownAdmits: others(1) }), await scan())).toEqual({
      allowed: true,
      remaining: 0,
    });
    const full = decideOffline(await facts({ exhibit: capped, ownAdmits: others(2) }), await scan());
    expect(full).toMatchObject({ allowed: false, reason: 'capacity_full', message: 'Robots is full (3 visitors).' });
  });

  it('counts one place per visitor, however many ways the device heard of the admission', async () => {
    const capped = exhibit({ maxCapacity: 3, remaining: 2 });
    // Admitted here online, and the same admission heard again on the live stream: one place.
    const twice = [...others(1), { ...others(1)[0]!, admittedAt: '2026-06-01T11:00:01.000Z', by: 'door1' }];
    expect(decideOffline(await facts({ exhibit: capped, ownAdmits: twice }), await scan())).toEqual({
      allowed: true,
      remaining: 0,
    });
  });

  it("does not count another exhibit's admits", async () => {
    const capped = exhibit({ maxCapacity: 3, remaining: 1 });
    const elsewhere = others(5).map((admit) => ({ ...admit, exhibitId: 'x2' }));
    expect(reasonOf(decideOffline(await facts({ exhibit: capped, ownAdmits: elsewhere }), await scan()))).toBe(
      'admitted',
    );
  });
});

describe('lookup in the copy', () => {
  const person = { email: 'Ada@Example.com', phoneDigits: '447700900029' };
  it('finds by e-mail in any case, or by the phone number in any form', () => {
    expect(matchesLookup(person, ' ada@example.COM ', 'GB')).toBe(true);
    for (const phone of ['07700 900029', '7700 900029', '+44 7700 900029', '+447700900029', '0044 7700 900029']) {
      expect(matchesLookup(person, phone, 'GB'), phone).toBe(true);
    }
    expect(matchesLookup(person, 'bob@example.com', 'GB')).toBe(false);
    expect(matchesLookup(person, '0029', 'GB')).toBe(false);
    expect(matchesLookup(person, '+33 7700 900029', 'GB')).toBe(false);
    expect(matchesLookup({ ...person, phoneDigits: '12' }, '12', 'GB')).toBe(false);
  });

  it('finds a number kept as typed (no possible number) by its digits, and any number by them without a region', () => {
    expect(matchesLookup({ ...person, phoneDigits: '15550100' }, '+1 555-0100', 'GB')).toBe(true);
    expect(matchesLookup(person, '+44 7700 900029', null)).toBe(true);
    expect(matchesLookup(person, '07700 900029', null)).toBe(false);
  });
});
