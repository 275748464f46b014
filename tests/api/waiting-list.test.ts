/**
 * The waiting list's offers (issue 30 item 3), on both databases: a place freed (a cancellation, an
 * offer declined or expired, more places) goes to the first in line as "A place is yours" with the
 * personal link; claiming registers them and sends the pass; an offer unclaimed in time expires
 * (a delayed job) and goes to the next; a person can leave the list; organisers see the list, offer a
 * place now and remove someone. Every step is audited with its actor.
 */
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_EXPIRY_QUEUE_NAME } from '../../server/modules/waiting-list/offer-expiry.queue.ts';
import { createEvent, createExhibit, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { decodeQr } from '../support/qr-decode.ts';
import { startSmtpApp } from '../support/smtp-app.ts';
import type { SmtpSink } from '../support/smtp-sink.ts';
import type { TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

let t: TestApp;
let smtp: SmtpSink;
let admin: AdminClient;

beforeAll(async () => {
  ({ smtp, t } = await startSmtpApp({ WAITLIST_OFFER_HOURS: '6' }));
  admin = await signIn(t.baseUrl);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailsTo = (email: string) => smtp.messages.filter((message) => JSON.stringify(message.to).includes(email));
const linkIn = (mail: ParsedMail) => {
  const match = /\/my-registration\/(m1\.[\w.-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no personal link in: ${mail.text}`);
  return match[1]!;
};

interface Person {
  email: string;
  name: string;
  token: string;
}

/** Registers one visitor after another (their order in line is the order given) and reads their links. */
async function registerInTurn(eventId: string, count: number): Promise<Person[]> {
  const people: Person[] = [];
  for (let i = 0; i < count; i++) {
    const person = visitor();
    const answer = await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId });
    expect([201, 202]).toContain(answer.status);
    await waitFor(() => mailsTo(person.email).length === 1);
    people.push({ email: person.email, name: person.name, token: linkIn(mailsTo(person.email)[0]!) });
  }
  return people;
}

const page = (person: Person) => call(t.baseUrl, 'GET', `/api/my-registration/${person.token}`);
const cancel = (person: Person) => call(t.baseUrl, 'POST', `/api/my-registration/${person.token}/cancel`);
const claim = (person: Person) => call(t.baseUrl, 'POST', `/api/my-registration/${person.token}/claim`);
const stats = async (eventId: string) => (await admin.call('GET', `/api/admin/events/${eventId}/stats`)).body;
const statusOf = async (person: Person) => (await page(person)).body.status as string;
const offerMails = (person: Person) =>
  mailsTo(person.email).filter((mail) => mail.subject?.startsWith('A place is yours'));

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const registrationIdOf = async (person: Person) =>
  (await rows<{ id: string }>(sql`select id from registrations where email = ${person.email}`))[0]!.id;
const auditOf = async (person: Person) =>
  rows<{ action: string; actor: string | null }>(
    sql`select action, actor from audit_log where target_id = ${await registrationIdOf(person)} order by id`,
  );

/** The offer's end moved into the past, and its expiry job run now (it is due then, in WAITLIST_OFFER_HOURS). */
async function endOffer(person: Person) {
  const id = await registrationIdOf(person);
  await t.app.database.db.execute(
    sql`update registrations set offered_until = now() - interval '1 second' where id = ${id}`,
  );
  return id;
}

describe('a place freed by a cancellation', () => {
  it('is offered to the first in line, who claims it and gets a pass the door admits', async () => {
    const event = await createEvent(admin, { name: 'Robot Lab', capacity: 1 });
    const exhibit = await createExhibit(admin, event.id, { name: 'Arm' });
    const [first, second, third] = await registerInTurn(event.id, 3);
    expect(await stats(event.id)).toMatchObject({ registered: 1, waiting: 2, offered: 0 });

    expect((await cancel(first!)).status).toBe(200);
    // The first in line is offered the place, in the cancellation's transaction: the counts say so at once.
    expect(await stats(event.id)).toMatchObject({ registered: 0, waiting: 1, offered: 1 });
    const offered = (await page(second!)).body;
    expect(offered).toMatchObject({ status: 'offered', position: null, qrCode: null });
    const until = new Date(offered.offeredUntil);
    expect(Math.round((until.getTime() - Date.now()) / 3_600_000)).toBe(6);
    expect(await statusOf(third!)).toBe('waiting');
    expect((await page(third!)).body.position).toBe(1);

    // "A place is yours", with the personal link (where the claim is), once.
    await waitFor(() => offerMails(second!).length === 1);
    const mail = offerMails(second!)[0]!;
    expect(mail.subject).toBe('A place is yours: Robot Lab');
    expect(linkIn(mail)).toBe(second!.token);
    expect(mail.text).toContain('Claim it by');
    expect(offerMails(third!)).toHaveLength(0);

    // An offered pass does not admit yet.
    const registrationId = await registrationIdOf(second!);
    const before = await admin.call('POST', '/api/admin/admit', { registrationId, exhibitId: exhibit.id });
    expect(before.status).toBe(409);
    expect(before.body).toMatchObject({ reason: 'waiting_list' });

    // Claimed: registered, the pass e-mailed, and the door admits it.
    const claimed = await claim(second!);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ status: 'registered', offeredUntil: null });
    const pass = decodeQr(claimed.body.qrCode);
    expect(await stats(event.id)).toMatchObject({ registered: 1, waiting: 1, offered: 0 });
    await waitFor(() => mailsTo(second!.email).some((m) => m.subject === 'Your pass for Robot Lab'));
    const admitted = await admin.call('POST', '/api/admin/admit-pass', { qrCode: pass, exhibitId: exhibit.id });
    expect(admitted.status).toBe(200);
    // A second claim answers the same and changes nothing.
    expect((await claim(second!)).body).toMatchObject({ status: 'registered' });
    expect(await stats(event.id)).toMatchObject({ registered: 1, waiting: 1, offered: 0 });

    expect(await auditOf(second!)).toEqual([
      { action: 'registration.offer', actor: null },
      { action: 'door.refuse', actor: 'admin' },
      { action: 'registration.claim', actor: 'visitor' },
      { action: 'door.admit', actor: 'admin' },
    ]);
  });

  it('is not offered when one waiting leaves the list, and nobody can claim what is not offered', async () => {
    const event = await createEvent(admin, { name: 'Quiet Hall', capacity: 1 });
    const [, second, third] = await registerInTurn(event.id, 3);
    const refused = await claim(second!);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('No place is offered to you at the moment.');

    expect((await cancel(second!)).body).toMatchObject({ status: 'cancelled' });
    expect(await stats(event.id)).toMatchObject({ registered: 1, waiting: 1, offered: 0 });
    expect((await page(third!)).body).toMatchObject({ status: 'waiting', position: 1 });
    await waitFor(() => mailsTo(second!.email).length === 2);
    expect(mailsTo(second!.email)[1]!.text).toContain('You left the waiting list for Quiet Hall.');
    expect((await auditOf(second!)).map((entry) => entry.action)).toEqual(['registration.leave_waiting']);
  });
});

describe('registering again', () => {
  it('tells one offered a place to claim it, and one waiting their place in line now', async () => {
    const event = await createEvent(admin, { name: 'Again Fair', capacity: 1 });
    const [first, second, third] = await registerInTurn(event.id, 3);
    await cancel(first!);
    const again = (person: Person) =>
      call(t.baseUrl, 'POST', '/api/register', { ...visitor(), email: person.email, eventId: event.id });
    const offeredAgain = await again(second!);
    expect(offeredAgain.status).toBe(409);
    expect(offeredAgain.body.message).toBe(
      'A place at this event is offered to this email address: claim it from the link in your e-mail.',
    );
    // The third joined second in line; with the second offered a place, they are next.
    const waitingAgain = await again(third!);
    expect(waitingAgain.status).toBe(409);
    expect(waitingAgain.body.message).toBe(
      'This email address is already on the waiting list for this event (position 1).',
    );
  });
});

describe('an offer', () => {
  it('declined goes to the next in line at once', async () => {
    const event = await createEvent(admin, { name: 'Decline Fair', capacity: 1 });
    const [first, second, third] = await registerInTurn(event.id, 3);
    await cancel(first!);
    expect(await statusOf(second!)).toBe('offered');
    expect((await cancel(second!)).body).toMatchObject({ status: 'cancelled' });
    expect(await statusOf(third!)).toBe('offered');
    expect(await stats(event.id)).toMatchObject({ registered: 0, waiting: 0, offered: 1 });
    await waitFor(() => mailsTo(second!.email).some((m) => m.subject?.startsWith('Registration cancelled')));
    const declined = mailsTo(second!.email).find((m) => m.subject?.startsWith('Registration cancelled'))!;
    expect(declined.text).toContain('You declined the place offered to you at Decline Fair');
    expect((await auditOf(second!)).map((entry) => entry.action)).toEqual([
      'registration.offer',
      'registration.decline',
    ]);
  });

  it('unclaimed in time expires by its job: cancelled by the system, e-mailed why, and the place goes to the next', async () => {
    const event = await createEvent(admin, { name: 'Expiry Expo', capacity: 1 });
    const [first, second, third] = await registerInTurn(event.id, 3);
    await cancel(first!);
    // The expiry is a job committed with the offer, due when the offer ends.
    const id = await registrationIdOf(second!);
    const [job] = await rows<{ start_after: Date }>(
      sql`select start_after from pgboss.job where name = ${OFFER_EXPIRY_QUEUE_NAME} and data->>'registrationId' = ${id}`,
    );
    const { offeredUntil } = (await page(second!)).body;
    expect(Math.abs(new Date(job!.start_after).getTime() - new Date(offeredUntil).getTime())).toBeLessThan(1000);

    // Its time comes (moved here, not waited for): the job, run now, expires it.
    await endOffer(second!);
    await t.app.queue.enqueue(OFFER_EXPIRY_QUEUE_NAME, { registrationId: id });
    await waitFor(async () => (await statusOf(second!)) === 'cancelled');
    expect(await statusOf(third!)).toBe('offered');
    expect(await stats(event.id)).toMatchObject({ registered: 0, waiting: 0, offered: 1 });
    await waitFor(() => mailsTo(second!.email).some((m) => m.subject?.startsWith('Registration cancelled')));
    const expired = mailsTo(second!.email).find((m) => m.subject?.startsWith('Registration cancelled'))!;
    expect(expired.text).toContain('was not claimed in time, so it went to the next person on the waiting list');
    await waitFor(() => offerMails(third!).length === 1);

    // The job run again (a retry after a crash) expires nothing more and offers nothing twice.
    await t.app.queue.enqueue(OFFER_EXPIRY_QUEUE_NAME, { registrationId: id });
    await waitFor(async () => {
      const jobs = await rows<{ state: string }>(
        sql`select state from pgboss.job where name = ${OFFER_EXPIRY_QUEUE_NAME} and data->>'registrationId' = ${id} and start_after <= now()`,
      );
      return jobs.length === 2 && jobs.every((job) => job.state === 'completed');
    });
    const late = await claim(second!);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('No place is offered to you at the moment.');
    expect(await stats(event.id)).toMatchObject({ registered: 0, waiting: 0, offered: 1 });
    expect((await auditOf(second!)).map((entry) => [entry.action, entry.actor])).toEqual([
      ['registration.offer', null],
      ['registration.offer_expire', null],
    ]);
    expect(offerMails(third!)).toHaveLength(1);
  });

  it('claimed after its end (before its job ran) is refused, and the place goes to the next there and then', async () => {
    const event = await createEvent(admin, { name: 'Late Claim', capacity: 1 });
    const [first, second, third] = await registerInTurn(event.id, 3);
    await cancel(first!);
    await endOffer(second!);
    const late = await claim(second!);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This offer has expired: the place went to the next person on the waiting list.');
    expect(await statusOf(second!)).toBe('cancelled');
    expect(await statusOf(third!)).toBe('offered');
    expect(await stats(event.id)).toMatchObject({ registered: 0, waiting: 0, offered: 1 });
  });
});

describe('more places', () => {
  it('are offered to as many in line as there are new places; fewer than those held is refused', async () => {
    const event = await createEvent(admin, { name: 'Growing Fair', capacity: 2 });
    const people = await registerInTurn(event.id, 5);
    const body = { name: 'Growing Fair', description: '', startDate: event.startDate, endDate: event.endDate };
    expect((await admin.call('PUT', `/api/admin/events/${event.id}`, { ...body, capacity: 4 })).status).toBe(200);
    expect(await stats(event.id)).toMatchObject({ registered: 2, waiting: 1, offered: 2 });
    expect(await Promise.all(people.map(statusOf))).toEqual([
      'registered',
      'registered',
      'offered',
      'offered',
      'waiting',
    ]);
    // The offered places are held: the places cannot drop below registered + offered.
    const lower = await admin.call('PUT', `/api/admin/events/${event.id}`, { ...body, capacity: 3 });
    expect(lower.status).toBe(409);
    expect(lower.body.message).toBe(
      '4 people are already registered or offered a place: the places cannot be fewer than 4.',
    );
    // No limit any more: everyone waiting is offered a place.
    expect((await admin.call('PUT', `/api/admin/events/${event.id}`, { ...body, capacity: null })).status).toBe(200);
    expect(await stats(event.id)).toMatchObject({ registered: 2, waiting: 0, offered: 3 });
  });
});

describe("the organiser's waiting list", () => {
  it('lists those offered and waiting in line order; offers a place now out of turn; removes someone', async () => {
    const event = await createEvent(admin, { name: 'Organised Fair', capacity: 1 });
    const [first, second, third, fourth] = await registerInTurn(event.id, 4);
    await cancel(first!);
    const list = await admin.call('GET', `/api/admin/events/${event.id}/waiting-list`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ waiting: 2, offered: 1 });
    expect(
      list.body.items.map((item: { email: string; status: string; position: number | null }) => [
        item.email,
        item.status,
        item.position,
      ]),
    ).toEqual([
      [second!.email, 'offered', null],
      [third!.email, 'waiting', 1],
      [fourth!.email, 'waiting', 2],
    ]);
    expect(list.body.items[0].offeredUntil).not.toBeNull();
    expect(list.body.items[1]).toMatchObject({ offeredUntil: null, name: third!.name });

    // Offer now: the fourth, out of turn, though the event is full (the organiser's choice).
    const fourthId = await registrationIdOf(fourth!);
    const offered = await admin.call('POST', `/api/admin/events/${event.id}/waiting-list/${fourthId}/offer`);
    expect(offered.status).toBe(200);
    expect(offered.body).toMatchObject({ id: fourthId, status: 'offered', email: fourth!.email });
    expect(await statusOf(fourth!)).toBe('offered');
    await waitFor(() => offerMails(fourth!).length === 1);
    const again = await admin.call('POST', `/api/admin/events/${event.id}/waiting-list/${fourthId}/offer`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A place is offered to this person already.');

    // Removing an offered person: their offer goes to the next in line, and they are told.
    const secondId = await registrationIdOf(second!);
    const removed = await admin.call('DELETE', `/api/admin/events/${event.id}/waiting-list/${secondId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Removed from the waiting list.');
    expect(await statusOf(second!)).toBe('cancelled');
    // Two held (the fourth's out of turn, and the place freed now) for one place: nothing more is offered.
    expect(await statusOf(third!)).toBe('waiting');
    await waitFor(() => mailsTo(second!.email).some((m) => m.subject?.startsWith('Registration cancelled')));
    const told = mailsTo(second!.email).find((m) => m.subject?.startsWith('Registration cancelled'))!;
    expect(told.text).toContain('The organiser cancelled your registration for Organised Fair.');
    expect((await auditOf(second!)).map((entry) => [entry.action, entry.actor])).toEqual([
      ['registration.offer', null],
      ['registration.remove_waiting', 'admin'],
    ]);
    expect((await auditOf(fourth!)).map((entry) => [entry.action, entry.actor])).toEqual([
      ['registration.offer', 'admin'],
    ]);
    // Not on the list (any more), or not this event's: 404, nothing changes.
    for (const path of [
      `/api/admin/events/${event.id}/waiting-list/${secondId}`,
      `/api/admin/events/${event.id}/waiting-list/not-an-id`,
      `/api/admin/events/00000000-0000-4000-8000-000000000000/waiting-list/${fourthId}`,
    ]) {
      const answer = await admin.call('DELETE', path);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toMatch(/not on the waiting list|Event not found/);
    }
    expect(await stats(event.id)).toMatchObject({ registered: 0, waiting: 1, offered: 1 });
  });

  it('changes nothing once the event is over', async () => {
    const event = await createEvent(admin, { name: 'Over Fair', capacity: 1 });
    const [, second] = await registerInTurn(event.id, 2);
    await t.app.database.db.execute(
      sql`update events set start_date = now() - interval '3 days', end_date = now() - interval '2 days' where id = ${event.id}`,
    );
    const secondId = await registrationIdOf(second!);
    for (const [method, path] of [
      ['POST', `/api/admin/events/${event.id}/waiting-list/${secondId}/offer`],
      ['DELETE', `/api/admin/events/${event.id}/waiting-list/${secondId}`],
    ] as const) {
      const answer = await admin.call(method, path);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('This event has ended: its waiting list can no longer be changed.');
    }
    expect(await statusOf(second!)).toBe('waiting');
    expect(offerMails(second!)).toHaveLength(0);
  });
});
