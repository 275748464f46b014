import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createExhibit, registerVisitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
});
afterAll(() => t.close());

describe(`concurrent check-ins on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('admits one of 50 simultaneous check-ins of one pass and refuses the rest (the door sees the first time)', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id);
    const { token } = await registerVisitor(t.baseUrl, event.id);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t.baseUrl, 'POST', '/api/checkin', { qrData: token, exhibitId: exhibit.id }),
      ),
    );
    const admitted = responses.filter((response) => response.status === 200);
    const refused = responses.filter((response) => response.status === 409);
    expect(admitted).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const response of refused) {
      // The public check-in never says when the first check-in was (the door does).
      expect(response.body).toEqual({
        code: 'already_checked_in',
        reason: 'already_checked_in',
        message: `Already checked in to ${exhibit.name}.`,
      });
    }
    const door = await admin.call('POST', '/api/admin/validate-qr', { qrCode: token });
    expect(door.body.exhibits[0]).toMatchObject({ hasCheckedIn: true, checkedInAt: admitted[0]!.body.checkedInAt });
  });

  it('keeps an exhibit with capacity 10 at exactly 10 under 40 simultaneous check-ins of different passes', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id, { maxCapacity: 10 });
    const tokens = await Promise.all(
      Array.from({ length: 40 }, async () => (await registerVisitor(t.baseUrl, event.id)).token),
    );
    const responses = await Promise.all(
      tokens.map((token) => call(t.baseUrl, 'POST', '/api/checkin', { qrData: token, exhibitId: exhibit.id })),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(10);
    const refused = responses.filter((response) => response.status === 409);
    expect(refused).toHaveLength(30);
    expect(new Set(refused.map((response) => response.body.reason))).toEqual(new Set(['capacity_full']));
  });
});
