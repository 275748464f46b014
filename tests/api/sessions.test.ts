import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNotificationHub,
  type NotificationFeed,
  type NotificationHub,
} from '../../server/platform/db/notifications.ts';
import { sessions, users } from '../../server/platform/db/schema.ts';
import {
  createSessionStore,
  SESSION_ABSOLUTE_MS,
  SESSION_ENDED_CHANNEL,
  SESSION_IDLE_MS,
  type SessionStore,
} from '../../server/platform/http/sessions.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { waitFor } from '../support/wait.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.handle.db.insert(users).values([
    { id: 'u1', username: 'ann', role: 'owner' },
    { id: 'u2', username: 'bob', role: 'owner' },
  ]);
});

/** A session of the account `userId` (which exists, enabled). */
async function openSession(store: SessionStore, userId: string) {
  const session = await store.create({ userId });
  if (!session) throw new Error(`no session for ${userId}`);
  return session;
}
afterAll(() => database.drop());

const HOUR = 60 * 60 * 1000;

describe('admin sessions', () => {
  it('keeps only a hash of the cookie token', async () => {
    const store = createSessionStore(database.handle.db);
    const { token } = await openSession(store, 'u1');
    const rows = await database.handle.db.select().from(sessions);
    expect(rows.some((row) => row.sid === token)).toBe(false);
    expect((await store.find(token))?.username).toBe('ann');
    expect(await store.find(`${token}x`)).toBeNull();
  });

  it('ends after the idle lifetime without use', async () => {
    let now = new Date('2026-06-01T08:00:00Z');
    const store = createSessionStore(database.handle.db, () => now);
    const { token } = await openSession(store, 'u1');
    now = new Date(now.getTime() + SESSION_IDLE_MS - HOUR);
    expect(await store.find(token)).not.toBeNull();
    now = new Date(now.getTime() + SESSION_IDLE_MS + 1);
    expect(await store.find(token)).toBeNull();
  });

  it('ends after the absolute lifetime even when used all along', async () => {
    const start = new Date('2026-06-01T08:00:00Z');
    let now = start;
    const store = createSessionStore(database.handle.db, () => now);
    const { token } = await openSession(store, 'u1');
    while (now.getTime() + SESSION_IDLE_MS / 2 < start.getTime() + SESSION_ABSOLUTE_MS) {
      now = new Date(now.getTime() + SESSION_IDLE_MS / 2);
      expect(await store.find(token)).not.toBeNull();
    }
    now = new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1);
    expect(await store.find(token)).toBeNull();
  });

  it('sweeps expired sessions and ends one on logout', async () => {
    let now = new Date('2026-07-01T08:00:00Z');
    const store = createSessionStore(database.handle.db, () => now);
    const kept = await openSession(store, 'u1');
    const old = await openSession(store, 'u2');
    now = new Date(now.getTime() + SESSION_IDLE_MS - 1);
    await store.find(kept.token);
    now = new Date(now.getTime() + 2);
    expect(await store.sweep()).toBeGreaterThanOrEqual(1);
    expect(await store.find(old.token)).toBeNull();
    expect(await store.find(kept.token)).not.toBeNull();
    await store.destroy(kept.token);
    expect(await store.find(kept.token)).toBeNull();
  });
});

describe('admin sessions kept in memory', () => {
  const quiet = { warn: () => {} };
  const hubs: NotificationHub[] = [];
  const feeds: NotificationFeed[] = [];
  const liveFeed = async () => {
    const hub = createNotificationHub(database.handle, quiet);
    hubs.push(hub);
    const feed = hub.channel(SESSION_ENDED_CHANNEL);
    feeds.push(feed);
    await waitFor(() => feed.live(), 10_000, 10);
    return feed;
  };
  afterAll(() => Promise.all(hubs.map((hub) => hub.close())));

  it('answers a known session from memory, and forgets it at logout', async () => {
    const store = createSessionStore(database.handle.db, undefined, await liveFeed());
    const { token } = await openSession(store, 'u1');
    expect((await store.find(token))?.username).toBe('ann');
    // Changed in the table behind the store's back (nothing announced): the store answers from memory.
    await database.handle.db.execute(sql`update ${sessions} set sess = sess || '{"username":"changed"}'`);
    expect((await store.find(token))?.username).toBe('ann');
    await store.destroy(token);
    expect(await store.find(token)).toBeNull();
  });

  it('still ends a session in memory at its idle deadline', async () => {
    let now = new Date('2026-08-01T08:00:00Z');
    const store = createSessionStore(database.handle.db, () => now, await liveFeed());
    const { token } = await openSession(store, 'u1');
    expect(await store.find(token)).not.toBeNull();
    now = new Date(now.getTime() + SESSION_IDLE_MS + 1);
    expect(await store.find(token)).toBeNull();
  });

  it('reads the table on every call while the feed is not live', async () => {
    const notLive: NotificationFeed = { live: () => false, subscribe: () => {}, notify: async () => {} };
    const store = createSessionStore(database.handle.db, undefined, notLive);
    const { token } = await openSession(store, 'u1');
    expect(await store.find(token)).not.toBeNull();
    await database.handle.db.delete(sessions);
    expect(await store.find(token)).toBeNull();
  });

  // Two instances share a database only on PostgreSQL.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'forgets at once a session that another instance ended, and everything when the feed is lost',
    async () => {
      const first = createSessionStore(database.handle.db, undefined, await liveFeed());
      const second = createSessionStore(database.handle.db, undefined, await liveFeed());
      const { token } = await openSession(first, 'u1');
      expect(await first.find(token)).not.toBeNull();
      expect(await second.find(token)).not.toBeNull();
      await first.destroy(token);
      await waitFor(async () => (await second.find(token)) === null, 1000, 1);

      const other = await openSession(first, 'u2');
      expect(await second.find(other.token)).not.toBeNull();
      // The listening connections are cut: the stores stop trusting memory, then listen again.
      await database.handle.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`listen ${SESSION_ENDED_CHANNEL}`}`,
      );
      await waitFor(() => feeds.every((feed) => !feed.live()), 5000, 5);
      await database.handle.db.delete(sessions);
      expect(await second.find(other.token)).toBeNull();
      await waitFor(() => feeds.every((feed) => feed.live()), 10_000, 20);
    },
  );
});
