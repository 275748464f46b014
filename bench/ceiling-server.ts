/**
 * The ceiling: a bare Fastify server running the SQL the app runs for the door and for a
 * registration, on the database directly: no input validation, no ORM, no sessions, no rate limits,
 * no security headers. What the app reaches of its throughput is reported as a ratio.
 * Two databases, one set of routes:
 * - PostgreSQL (DATABASE_URL): `pg` with a pool; where the app runs a query as a named prepared
 *   statement, so does the ceiling. Run on the app's (migrated) database.
 * - PGlite (PGLITE_DIR): the instance opened as the app opens it (every commit flushed to disk before
 *   its call answers, decision 018), each repeated statement a named
 *   prepared statement run in one call (the cheapest way PGlite offers; server/platform/
 *   library-internals/pglite-statements.ts), pg-boss through its PGlite adapter. Run on a copy of
 *   the app's data.
 * Also: APP_SECRET, PORT.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { fromPglite, PgBoss } from 'pg-boss';
import QRCode from 'qrcode';
import { hasPlace } from '../common/event-capacity.ts';
import { passEmailQueue } from '../server/modules/passes/pass-email.job.ts';
import { createQrTokens } from '../server/modules/passes/qr-token.ts';
import { pgliteOptions } from '../server/platform/db/client.ts';
import { answerWhenDurable, createWalGroupCommit } from '../server/platform/db/wal-group-commit.ts';
import { cacheQueue } from '../server/platform/library-internals/pg-boss.ts';
import { withPreparedStatements } from '../server/platform/library-internals/pglite-statements.ts';

// biome-ignore lint/suspicious/noExplicitAny: rows as the database returns them, read by column name.
type Row = Record<string, any>;
interface Queryable {
  /** `name`: a named prepared statement on PostgreSQL (PGlite prepares every repeated statement). */
  query(text: string, values?: unknown[], name?: string): Promise<{ rows: Row[] }>;
}
interface CeilingDatabase extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Only inserts jobs (the registration's pass e-mail), as the app's `send` does: no workers. */
  boss: PgBoss;
  close(): Promise<void>;
}
const bossOptions = { supervise: false, schedule: false, migrate: false, createSchema: false } as const;

async function openPostgres(databaseUrl: string): Promise<CeilingDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2, ...bossOptions });
  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: (text, values, name) => client.query({ text, values, name }),
  });
  return {
    ...on(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(on(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    boss,
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<CeilingDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const wal = createWalGroupCommit();
  const pglite = await PGlite.create(pgliteOptions(dataDir, wal));
  const client = answerWhenDurable(withPreparedStatements(pglite), wal);
  const boss = new PgBoss({ db: fromPglite(client), backend: 'pglite', ...bossOptions });
  const on = (target: Pick<typeof client, 'query'>): Queryable => ({
    query: (text, values) => target.query(text, values),
  });
  return {
    ...on(client),
    transaction: (work) => client.transaction((tx) => work(on(tx))),
    boss,
    close: () => pglite.close(),
  };
}

const tokens = createQrTokens(process.env.APP_SECRET!);
const db = process.env.PGLITE_DIR
  ? await openPglite(process.env.PGLITE_DIR)
  : await openPostgres(process.env.DATABASE_URL!);
await db.boss.start();
/**
 * The ceiling's pass-email jobs go to a queue of their own, set up as the app's (server/platform/
 * queue.ts): on PostgreSQL the app is still running on the same database, and its worker would
 * otherwise send the ceiling's e-mails while the ceiling is being measured.
 */
const PASS_EMAIL_QUEUE = 'bench-ceiling-pass-email';
await db.boss.createQueue(PASS_EMAIL_QUEUE, { notify: true, ...passEmailQueue(16).options });
await cacheQueue(db.boss, PASS_EMAIL_QUEUE);

const app = Fastify({ logger: false });

app.get('/readyz', async () => {
  await db.query('select 1');
  return { status: 'ready' };
});

app.post('/register', async (request, reply) => {
  const body = request.body as { name: string; email: string; phone: string; company: string; eventId: string };
  const { rows } = await db.query('select * from events where id = $1 limit 1', [body.eventId]);
  const event = rows[0];
  if (!event) return reply.status(404).send({ message: 'no event' });
  const id = randomUUID();
  const values = [
    id,
    event.id,
    body.name,
    body.email,
    body.phone,
    body.phone.replace(/\D+/g, ''),
    body.company,
    tokens.sign(id),
  ];
  const position = await db.transaction(async (tx) => {
    const position = event.capacity === null ? await openPlace(tx, event.id) : await placeInLine(tx, event.id);
    if (position === null) {
      await tx.query(
        `insert into registrations (id, event_id, name, email, phone, phone_digits, company, qr_code)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        values,
        'insert_registration',
      );
    } else {
      await tx.query(
        `insert into registrations (id, event_id, name, email, phone, phone_digits, company, qr_code, status, waiting_position)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 'waiting', $9)`,
        [...values, position],
        'insert_waiting_registration',
      );
    }
    await db.boss.send(
      PASS_EMAIL_QUEUE,
      { registrationId: id },
      { db: { executeSql: (text, values) => tx.query(text, values) } },
    );
    return position;
  });
  if (position === null) return reply.status(201).send({ id, eventId: event.id, eventName: event.name });
  return reply.status(202).send({ status: 'waitlisted', position, id, eventId: event.id, eventName: event.name });
});

/** An event without places: the app reads them under a lock that registrations share (issue 30). */
async function openPlace(tx: Queryable, eventId: string): Promise<null> {
  await tx.query('select capacity from events where id = $1 for key share', [eventId], 'share_event_places');
  return null;
}

/**
 * An event with places, as the app's registration decides (registrations.service.ts,
 * placeRegistration): its row locked for update, its kept counts read, and a place given (null) or
 * the next position in the waiting list.
 */
async function placeInLine(tx: Queryable, eventId: string): Promise<number | null> {
  const { rows } = await tx.query(
    'select capacity from events where id = $1 for update',
    [eventId],
    'lock_event_places',
  );
  const counts = await tx.query(
    `select coalesce(sum(registered), 0) as registered, coalesce(sum(waiting), 0) as waiting,
       coalesce(sum(offered), 0) as offered
     from event_counts where event_id = $1`,
    [eventId],
    'place_counts',
  );
  const { registered, waiting, offered } = counts.rows[0]!;
  // A place offered to someone in line is held for them (issue 30 item 3).
  if (hasPlace(rows[0]!.capacity, Number(registered) + Number(offered), Number(waiting))) return null;
  const last = await tx.query(
    'select max(waiting_position) as last from registrations where event_id = $1 and waiting_position is not null',
    [eventId],
    'next_waiting_position',
  );
  return Number(last.rows[0]?.last ?? 0) + 1;
}

app.post('/validate-qr', async (request) => {
  const registrationId = tokens.verify((request.body as { qrCode: string }).qrCode);
  if (!registrationId) return { isValid: false };
  const { rows } = await db.query(
    `select r.*, e.name as event_name, e.start_date, e.end_date from registrations r
     inner join events e on e.id = r.event_id where r.id = $1 limit 1`,
    [registrationId],
    'registration_with_event',
  );
  const found = rows[0];
  if (!found) return { isValid: false };
  const exhibits = await db.query(
    `select x.*, c.checked_in_at from exhibits x
     left join checkins c on c.exhibit_id = x.id and c.registration_id = $2
     where x.event_id = $1 order by x.date, x.start_time`,
    [found.event_id, registrationId],
    'exhibits_with_checkins',
  );
  return {
    isValid: true,
    registration: { id: found.id, name: found.name, email: found.email },
    exhibits: exhibits.rows.map((exhibit) => ({
      id: exhibit.id,
      name: exhibit.name,
      startTime: exhibit.start_time,
      endTime: exhibit.end_time,
      hasCheckedIn: exhibit.checked_in_at !== null,
      checkedInAt: exhibit.checked_in_at,
    })),
  };
});

app.post('/admit', async (request, reply) => {
  const { registrationId, exhibitId } = request.body as { registrationId: string; exhibitId: string };
  const { rows } = await db.query(
    `select r.id, r.event_id, e.end_date, x.id as exhibit_id, x.event_id as exhibit_event_id, x.name, x.is_active,
       x.max_capacity, c.checked_in_at, c.request_id
     from registrations r inner join events e on e.id = r.event_id
     left join exhibits x on x.id = $2
     left join checkins c on c.registration_id = r.id and c.exhibit_id = $2
     where r.id = $1 limit 1`,
    [registrationId, exhibitId],
    'admission_facts',
  );
  const facts = rows[0];
  if (!facts?.exhibit_id || facts.checked_in_at) return reply.status(409).send({ message: 'not admitted' });
  const inserted = await db.query(
    `insert into checkins (registration_id, exhibit_id, event_id, checked_in_at, request_id)
     values ($1, $2, $3, $4, $5) on conflict do nothing returning checked_in_at`,
    [registrationId, exhibitId, facts.event_id, new Date(), null],
    'insert_checkin',
  );
  if (!inserted.rows[0]) return reply.status(409).send({ message: 'not admitted' });
  return { message: `Admitted to ${facts.name}.`, checkedInAt: inserted.rows[0].checked_in_at };
});

app.get('/events/active', async () => {
  const { rows } = await db.query(
    'select id, name, description, start_date from events where end_date >= $1 order by start_date, name',
    [new Date()],
  );
  return rows;
});

app.get('/exhibits/active', async () => {
  const { rows } = await db.query(
    `select id, name, description, start_time, end_time, max_capacity,
       case when max_capacity is null then null
         else greatest(0, max_capacity - (select count(*)::int from checkins where exhibit_id = exhibits.id)) end as remaining
     from exhibits
     where is_active = true
       and date >= (($1::timestamptz at time zone 'UTC')::date)::timestamp at time zone 'UTC'
       and date < (($1::timestamptz at time zone 'UTC')::date + 1)::timestamp at time zone 'UTC'
     order by start_time, name`,
    [new Date().toISOString()],
  );
  return rows;
});

const qrImages = new Map<string, string>();
app.get('/registration/:email', async (request, reply) => {
  const { email } = request.params as { email: string };
  const { rows } = await db.query(
    `select r.*, e.name as event_name, e.start_date, e.end_date from registrations r
     inner join events e on e.id = r.event_id where lower(r.email) = lower($1)`,
    [email],
  );
  const found = rows[0];
  if (!found) return reply.status(404).send({ message: 'not found' });
  let qrCode = qrImages.get(found.qr_code);
  if (!qrCode) {
    const png = await QRCode.toBuffer(found.qr_code, { type: 'png', width: 256, margin: 2, errorCorrectionLevel: 'M' });
    qrCode = `data:image/png;base64,${png.toString('base64')}`;
    qrImages.set(found.qr_code, qrCode);
  }
  return {
    name: found.name,
    email: found.email,
    createdAt: found.created_at,
    qrCode,
    event: { name: found.event_name, startDate: found.start_date, endDate: found.end_date },
  };
});

const address = await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`ceiling server on ${address}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    await app.close();
    await db.boss.stop({ graceful: false, close: true });
    await db.close();
    process.exit(0);
  });
}
