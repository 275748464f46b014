/**
 * An organiser cancels a registration from the table (issue 30 item 5), on both databases: kept and
 * counted as cancelled, the visitor e-mailed with the reason (or not, when the organiser says so),
 * the door refuses the pass, the place goes to the first in line, the audit names the organiser and
 * the reason; a bad request is a 4xx that changes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createExhibit, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { startSmtpApp } from '../support/smtp-app.ts';
import type { SmtpSink } from '../support/smtp-sink.ts';
import type { TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

let t: TestApp;
let smtp: SmtpSink;
let admin: AdminClient;

beforeAll(async () => {
  ({ smtp, t } = await startSmtpApp());
  admin = await signIn(t.baseUrl);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailsTo = (email: string) => smtp.messages.filter((message) => JSON.stringify(message.to).includes(email));
const stats = async (eventId: string) => (await admin.call('GET', `/api/admin/events/${eventId}/stats`)).body;

async function registerInTurn(eventId: string, count: number) {
  const people: { email: string; name: string; id: string }[] = [];
  for (let i = 0; i < count; i++) {
    const person = visitor();
    expect([201, 202]).toContain((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId })).status);
    await waitFor(() => mailsTo(person.email).length === 1);
    const result = (await t.app.database.db.execute(
      sql`select id from registrations where email = ${person.email}`,
    )) as unknown as { rows: { id: string }[] };
    people.push({ email: person.email, name: person.name, id: result.rows[0]!.id });
  }
  return people;
}

const cancelAs = (client: AdminClient, id: string, body: unknown) =>
  client.call('POST', `/api/admin/registrations/${id}/cancel`, body);

describe('an organiser cancelling a registration', () => {
  it('frees the place for the first in line, tells the visitor why, and the door refuses the pass', async () => {
    const event = await createEvent(admin, { name: 'Table Fair', capacity: 1 });
    const exhibit = await createExhibit(admin, event.id, { name: 'Stage' });
    const [first, second] = await registerInTurn(event.id, 2);

    const answer = await cancelAs(admin, first!.id, { reason: 'Booked twice', notify: true });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Registration cancelled. The visitor has been e-mailed.');
    expect(await stats(event.id)).toMatchObject({ registered: 0, waiting: 0, offered: 1, cancelled: 1 });

    await waitFor(() => mailsTo(first!.email).length === 2);
    const told = mailsTo(first!.email)[1]!;
    expect(told.subject).toBe('Registration cancelled: Table Fair');
    expect(told.text).toContain('The organiser cancelled your registration for Table Fair. Reason: Booked twice');
    await waitFor(() => mailsTo(second!.email).some((mail) => mail.subject === 'A place is yours: Table Fair'));

    const admit = await admin.call('POST', '/api/admin/admit', { registrationId: first!.id, exhibitId: exhibit.id });
    expect(admit.status).toBe(409);
    expect(admit.body.reason).toBe('cancelled');

    const audit = (await t.app.database.db.execute(
      sql`select action, actor, reason, changes from audit_log where target_id = ${first!.id} and action like 'registration.%'`,
    )) as unknown as { rows: { action: string; actor: string; reason: string; changes: Record<string, unknown> }[] };
    expect(audit.rows).toEqual([
      {
        action: 'registration.cancel_by_organiser',
        actor: 'admin',
        reason: 'Booked twice',
        changes: { status: { before: 'registered', after: 'cancelled' }, notified: true },
      },
    ]);

    // Twice: refused, nothing more sent.
    const again = await cancelAs(admin, first!.id, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This registration is cancelled already.');
  });

  it('sends nothing when told not to, and cancels someone waiting without offering anything', async () => {
    const event = await createEvent(admin, { name: 'Silent Fair', capacity: 1 });
    const [first, second] = await registerInTurn(event.id, 2);
    const answer = await cancelAs(admin, second!.id, { notify: false });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Registration cancelled.');
    expect(await stats(event.id)).toMatchObject({ registered: 1, waiting: 0, offered: 0, cancelled: 1 });
    // Another e-mail to anyone would have arrived by the time a new registration's has.
    const [third] = await registerInTurn(event.id, 1);
    expect(third).toBeDefined();
    expect(mailsTo(second!.email)).toHaveLength(1);
    expect(mailsTo(first!.email)).toHaveLength(1);
  });

  it('refuses a bad request clearly and changes nothing', async () => {
    const event = await createEvent(admin, { name: 'Strict Fair' });
    const [person] = await registerInTurn(event.id, 1);
    const long = await cancelAs(admin, person!.id, { reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('The reason must be at most 500 characters.');
    const notBoolean = await cancelAs(admin, person!.id, { notify: 'yes' });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.message).toBe('notify must be true or false.');
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const missing = await cancelAs(admin, id, {});
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Registration not found.');
    }
    expect(await stats(event.id)).toMatchObject({ registered: 1, cancelled: 0 });
  });
});
