/**
 * A job enqueued inside a transaction exists if and only if the transaction commits, on PGlite and
 * on PostgreSQL: the registration and its pass e-mail job are written through the transaction's own
 * driver client (server/platform/library-internals/drizzle-driver-client.ts), and a rollback takes
 * both back.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRegistration } from '../../server/modules/registrations/registrations.repository.ts';
import { events, registrations } from '../../server/platform/db/schema.ts';
import { type JobQueue, startQueue } from '../../server/platform/queue.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

let database: TestDatabase;
let queue: JobQueue;
let eventId: string;
const QUEUE = 'transaction-test';

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await startQueue(database.handle, { warn: () => {} });
  await queue.define({ name: QUEUE, options: {} });
  const [event] = await database.handle.db
    .insert(events)
    .values({ name: 'Fair', startDate: new Date(), endDate: new Date(Date.now() + 86_400_000) })
    .returning();
  eventId = event!.id;
});
afterAll(async () => {
  await queue.stop();
  await database.drop();
});

async function register(id: string, fail: boolean) {
  await database.handle.db.transaction(async (tx) => {
    await insertRegistration(tx, {
      id,
      eventId,
      name: 'Ada',
      email: `${id}@example.com`,
      phone: '+1 555 0100',
      phoneDigits: '15550100',
      company: 'Engines Ltd',
      qrCode: `v1.${id}.signature`,
      locale: 'en',
    });
    await queue.enqueue(QUEUE, { registrationId: id }, { tx });
    if (fail) throw new Error('the request failed after the insert');
  });
}

const stored = async (id: string) => {
  const rows = await database.handle.db.select().from(registrations).where(eq(registrations.id, id));
  const jobs = (await database.handle.db.execute(
    sql`select 1 from pgboss.job where name = ${QUEUE} and data ->> 'registrationId' = ${id}`,
  )) as unknown as { rows: unknown[] };
  return { registrations: rows.length, jobs: jobs.rows.length };
};

describe('a job enqueued in a transaction', () => {
  it('is stored with the registration when the transaction commits', async () => {
    const id = randomUUID();
    await register(id, false);
    expect(await stored(id)).toEqual({ registrations: 1, jobs: 1 });
  });

  it('is gone with the registration when the transaction rolls back', async () => {
    const id = randomUUID();
    await expect(register(id, true)).rejects.toThrow('the request failed after the insert');
    expect(await stored(id)).toEqual({ registrations: 0, jobs: 0 });
  });
});
