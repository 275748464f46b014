/**
 * The change feed: every write an organiser, a visitor or the door makes is heard by the feed's
 * subscribers (the Sheets sync among them) with what changed; on PostgreSQL a change made on one
 * instance reaches the subscribers of every other instance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import type { Change } from '../../server/platform/change-feed.ts';
import { createEvent, createExhibit, visitor } from '../support/factories.ts';
import { call, signIn } from '../support/http.ts';
import { decodeQr } from '../support/qr-decode.ts';
import { type SecondInstance, startSecondInstance, startTestApp, type TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

type Heard = { change: Change; local: boolean };

function listen(app: App): Heard[] {
  const heard: Heard[] = [];
  app.changes.subscribe((change, { local }) => void heard.push({ change, local }));
  return heard;
}

describe('the change feed', () => {
  let test: TestApp;
  let heard: Heard[];
  beforeAll(async () => {
    test = await startTestApp();
    heard = listen(test.app);
  });
  afterAll(() => test?.close());

  /** What the feed heard while `action` ran (and just after). */
  async function during(action: () => Promise<unknown>, expected: number) {
    const from = heard.length;
    await action();
    await waitFor(() => heard.length >= from + expected, 2000, 5);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return heard.slice(from);
  }

  it('tells of every organiser write, with its kind and event', async () => {
    const admin = await signIn(test.baseUrl);
    let eventId = '';
    expect(
      await during(async () => {
        eventId = (await createEvent(admin)).id;
      }, 1),
    ).toEqual([{ change: { kind: 'event', eventId }, local: true }]);
    const event = await admin.call('GET', `/api/admin/events/${eventId}`);
    expect(
      await during(() => admin.call('PUT', `/api/admin/events/${eventId}`, { ...event.body, name: 'Renamed' }), 1),
    ).toEqual([{ change: { kind: 'event', eventId }, local: true }]);

    let exhibitId = '';
    expect(
      await during(async () => {
        exhibitId = (await createExhibit(admin, eventId)).id;
      }, 1),
    ).toEqual([{ change: { kind: 'exhibit', eventId }, local: true }]);
    const exhibits = await admin.call('GET', '/api/admin/exhibits');
    const exhibit = exhibits.body.find((row: { id: string }) => row.id === exhibitId);
    const { id: _id, createdAt: _createdAt, ...exhibitInput } = exhibit;
    expect(
      await during(() => admin.call('PUT', `/api/admin/exhibits/${exhibitId}`, { ...exhibitInput, name: 'Hall B' }), 1),
    ).toEqual([{ change: { kind: 'exhibit', eventId }, local: true }]);
    expect(await during(() => admin.call('DELETE', `/api/admin/exhibits/${exhibitId}`), 1)).toEqual([
      { change: { kind: 'exhibit', eventId }, local: true },
    ]);

    expect(
      await during(() => admin.call('PUT', '/api/admin/config/support-email', { email: 'help@example.com' }), 1),
    ).toEqual([{ change: { kind: 'settings', eventId: null }, local: true }]);

    expect(await during(() => admin.call('DELETE', `/api/admin/events/${eventId}`), 1)).toEqual([
      { change: { kind: 'event', eventId }, local: true },
    ]);
  });

  it('tells of a registration and of an admission, and of nothing that was refused', async () => {
    const admin = await signIn(test.baseUrl);
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id);
    const person = visitor();
    expect(
      await during(() => call(test.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id }), 1),
    ).toEqual([{ change: { kind: 'registration', eventId: event.id }, local: true }]);
    const lookup = await call(test.baseUrl, 'GET', `/api/registration/${person.email}`);
    const scan = await admin.call('POST', '/api/admin/validate-qr', { qrCode: decodeQr(lookup.body.qrCode) });
    const registrationId = scan.body.registration.id;
    const admit = () => admin.call('POST', '/api/admin/admit', { registrationId, exhibitId: exhibit.id });
    expect(await during(admit, 1)).toEqual([
      {
        change: {
          kind: 'checkin',
          eventId: event.id,
          registrationId,
          exhibitId: exhibit.id,
          // What the live screens show (issue 15).
          name: person.name,
          exhibitName: exhibit.name,
          checkedInAt: expect.any(String),
          by: 'admin',
        },
        local: true,
      },
    ]);
    // Refused (already checked in), and a duplicate registration: nothing changed, nothing told.
    expect(await during(admit, 0)).toEqual([]);
    expect(
      await during(() => call(test.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id }), 0),
    ).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the change feed across two instances on one PostgreSQL', () => {
  let first: TestApp;
  let second: SecondInstance;
  beforeAll(async () => {
    const secret = 'shared-secret-of-the-deployment-0123456789';
    first = await startTestApp({ APP_SECRET: secret });
    second = await startSecondInstance(first, { APP_SECRET: secret }, { workers: false });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('brings a change made on one instance to the subscribers of the other within a second', async () => {
    const onFirst = listen(first.app);
    const onSecond = listen(second.app);
    const admin = await signIn(first.baseUrl);
    const event = await createEvent(admin);
    await call(first.baseUrl, 'POST', '/api/register', { ...visitor(), eventId: event.id });
    const expected = [
      { change: { kind: 'event', eventId: event.id }, local: false },
      { change: { kind: 'registration', eventId: event.id }, local: false },
    ];
    await waitFor(() => onSecond.length >= 2, 1000, 5);
    expect(onSecond).toEqual(expected);
    // The instance that made the changes heard each once, as its own.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onFirst).toEqual(expected.map((heard) => ({ ...heard, local: true })));
  });
});
