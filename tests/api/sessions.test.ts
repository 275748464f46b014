import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/platform/db/schema.ts';
import { createSessionStore, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../server/platform/http/sessions.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const HOUR = 60 * 60 * 1000;

describe('admin sessions', () => {
  it('keeps only a hash of the cookie token', async () => {
    const store = createSessionStore(database.handle.db);
    const { token } = await store.create({ userId: 'u1', username: 'ann' });
    const rows = await database.handle.db.select().from(sessions);
    expect(rows.some((row) => row.sid === token)).toBe(false);
    expect((await store.find(token))?.username).toBe('ann');
    expect(await store.find(`${token}x`)).toBeNull();
  });

  it('ends after the idle lifetime without use', async () => {
    let now = new Date('2026-06-01T08:00:00Z');
    const store = createSessionStore(database.handle.db, () => now);
    const { token } = await store.create({ userId: 'u1', username: 'ann' });
    now = new Date(now.getTime() + SESSION_IDLE_MS - HOUR);
    expect(await store.find(token)).not.toBeNull();
    now = new Date(now.getTime() + SESSION_IDLE_MS + 1);
    expect(await store.find(token)).toBeNull();
  });

  it('ends after the absolute lifetime even when used all along', async () => {
    const start = new Date('2026-06-01T08:00:00Z');
    let now = start;
    const store = createSessionStore(database.handle.db, () => now);
    const { token } = await store.create({ userId: 'u1', username: 'ann' });
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
    const kept = await store.create({ userId: 'u1', username: 'ann' });
    const old = await store.create({ userId: 'u2', username: 'bob' });
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
