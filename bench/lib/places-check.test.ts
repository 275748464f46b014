/**
 * The bench's check of a full event after a rush (issue 30 item 6) fails when the places did not
 * hold: its SQL run on a real database whose rows are right, then wrong (a place too many, a gap in
 * the waiting list, a place offered), and its comparison with the API's answers.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.ts';
import { judgePlaces, PLACES_SQL, type PlacesRow } from './places-check.ts';

let database: TestDatabase;
const query = async (text: string, values: unknown[] = []): Promise<Record<string, unknown>[]> => {
  const { pglite, pool } = database.handle;
  return pglite
    ? (await pglite.query<Record<string, unknown>>(text, values)).rows
    : (await pool!.query(text, values)).rows;
};

async function fullEvent(places: number, registered: number, waiting: number) {
  const [event] = await query(
    `insert into events (name, start_date, end_date, capacity) values ('Full', now(), now() + interval '1 day', $1) returning id`,
    [places],
  );
  const add = (status: string, position: number | null) => {
    const id = randomUUID();
    return query(
      `insert into registrations (id, event_id, name, email, phone, phone_digits, qr_code, status, waiting_position)
       values ($1, $2, 'Visitor', $3, '+12025550100', '12025550100', $1, $4, $5)`,
      [id, event!.id, `${id}@example.com`, status, position],
    );
  };
  for (let i = 0; i < registered; i++) await add('registered', null);
  for (let i = 1; i <= waiting; i++) await add('waiting', i);
  return event!.id as string;
}

const readPlaces = async (eventId: string) => (await query(PLACES_SQL, [eventId]))[0] as unknown as PlacesRow;
const answers = (registered: number, waiting: number) => ({
  registered,
  positions: Array.from({ length: waiting }, (_, i) => waiting - i),
  failed: 0,
});
const sent = { registrations: 7, places: 3 };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

describe('the check of a full event after a rush', () => {
  it('passes when the places held and the waiting list runs 1..n', async () => {
    const eventId = await fullEvent(3, 3, 4);
    const check = judgePlaces(sent, await readPlaces(eventId), answers(3, 4));
    expect(check.problems).toEqual([]);
    expect(check.row).toMatchObject({ registered: 3, waiting: 4, firstPosition: 1, lastPosition: 4 });
  });

  it('fails on a place too many', async () => {
    const eventId = await fullEvent(3, 4, 3);
    expect(judgePlaces(sent, await readPlaces(eventId), answers(3, 4)).problems).toEqual([
      'registered: 4, expected 3',
      'waiting: 3, expected 4',
      'waiting positions: 3, expected 4',
      'distinct waiting positions: 3, expected 4',
      'last position: 3, expected 4',
    ]);
  });

  it('fails on a gap in the waiting list', async () => {
    const eventId = await fullEvent(3, 3, 4);
    await query('update registrations set waiting_position = 9 where event_id = $1 and waiting_position = 2', [
      eventId,
    ]);
    expect(judgePlaces(sent, await readPlaces(eventId), answers(3, 4)).problems).toEqual([
      'last position: 9, expected 4',
    ]);
  });

  it('fails on a place offered: nobody cancelled in the rush', async () => {
    const eventId = await fullEvent(3, 3, 4);
    await query(
      `update registrations set status = 'offered', offered_until = now() + interval '1 day'
       where event_id = $1 and waiting_position = 1`,
      [eventId],
    );
    expect(judgePlaces(sent, await readPlaces(eventId), answers(3, 4)).problems).toEqual([
      'waiting: 3, expected 4',
      'offered: 1, expected 0',
    ]);
  });

  it("fails when the API's answers disagree with the rows: a position twice, a call refused", async () => {
    const eventId = await fullEvent(3, 3, 4);
    const problems = judgePlaces(sent, await readPlaces(eventId), {
      registered: 3,
      positions: [1, 2, 2, 4],
      failed: 1,
    }).problems;
    expect(problems).toEqual(['failed calls: 1, expected 0', 'answered positions: 2 where 3 was due']);
  });
});
