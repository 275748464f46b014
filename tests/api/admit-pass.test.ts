/**
 * The door's "Admit on scan" call: a pass admitted at once to one exhibit, with the visitor's name and
 * the places left; every refusal with its reason; exactly one admission however often it is sent.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins } from '../../server/platform/db/schema.ts';
import { createEvent, createExhibit, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { decodeQr } from '../support/qr-decode.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
});
afterAll(() => t.close());

async function pass(eventId: string, name = 'Ada Lovelace') {
  const person = visitor({ name });
  const response = await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  const lookup = await call(t.baseUrl, 'GET', `/api/registration/${encodeURIComponent(person.email)}`);
  return decodeQr(lookup.body.qrCode);
}

const admitPass = (body: Record<string, unknown>) => admin.call('POST', '/api/admin/admit-pass', body);
const checkinCount = async (exhibitId: string) =>
  (await t.app.database.db.select({ total: count() }).from(checkins).where(eq(checkins.exhibitId, exhibitId)))[0]!
    .total;

describe('admit on scan', () => {
  it('admits the pass at once and says who, where, and the places left', async () => {
    const event = await createEvent(admin);
    const hall = await createExhibit(admin, event.id, { name: 'Hall A', maxCapacity: 40 });
    const response = await admitPass({ qrCode: await pass(event.id), exhibitId: hall.id, requestId: 'door-1' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      message: 'Admitted to Hall A.',
      registration: { name: 'Ada Lovelace' },
      exhibit: { id: hall.id, name: 'Hall A' },
      remaining: 39,
    });
    expect(await checkinCount(hall.id)).toBe(1);
  });

  it('says no places left count for an exhibit without a capacity', async () => {
    const event = await createEvent(admin);
    const hall = await createExhibit(admin, event.id);
    const response = await admitPass({ qrCode: await pass(event.id), exhibitId: hall.id });
    expect(response.status).toBe(200);
    expect(response.body.remaining).toBeNull();
  });

  it('refuses a forged pass, a second admission, and a pass of another event, each with its reason', async () => {
    const event = await createEvent(admin);
    const other = await createEvent(admin);
    const hall = await createExhibit(admin, event.id);
    const token = await pass(event.id);
    const forged = await admitPass({ qrCode: `${token.slice(0, -2)}xx`, exhibitId: hall.id });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ reason: 'invalid', message: 'This QR code is not valid or has expired.' });

    expect((await admitPass({ qrCode: token, exhibitId: hall.id, requestId: 'first' })).status).toBe(200);
    // A retry of the same admission gets the same answer; a new one is refused.
    expect((await admitPass({ qrCode: token, exhibitId: hall.id, requestId: 'first' })).status).toBe(200);
    const again = await admitPass({ qrCode: token, exhibitId: hall.id, requestId: 'second' });
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('already_checked_in');

    const wrong = await admitPass({ qrCode: await pass(other.id), exhibitId: hall.id });
    expect(wrong.status).toBe(409);
    expect(wrong.body.reason).toBe('wrong_event');
    expect(await checkinCount(hall.id)).toBe(1);
  });

  it('admits once when two phones send the same pass fifty times at once', async () => {
    const event = await createEvent(admin);
    const hall = await createExhibit(admin, event.id, { maxCapacity: 100 });
    const token = await pass(event.id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        admitPass({ qrCode: token, exhibitId: hall.id, requestId: `r${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.reason === 'already_checked_in')).toHaveLength(49);
    expect(await checkinCount(hall.id)).toBe(1);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const event = await createEvent(admin);
    const hall = await createExhibit(admin, event.id);
    for (const body of [
      {},
      { qrCode: '', exhibitId: hall.id },
      { qrCode: 'x', exhibitId: 'nope' },
      { exhibitId: hall.id },
    ]) {
      const response = await admitPass(body);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
    expect(await checkinCount(hall.id)).toBe(0);
    expect((await call(t.baseUrl, 'POST', '/api/admin/admit-pass', { qrCode: 'x', exhibitId: hall.id })).status).toBe(
      403,
    );
  });
});
