/**
 * Rate-limit counts shared by every instance on one PostgreSQL database (table `rate_limits`): one
 * statement per counted request, an upsert that opens, increments or restarts the key's window
 * atomically, on the database's clock. Keys are stored as SHA-256 hashes (no addresses in the table).
 * Closed windows are deleted every few minutes by each instance.
 */
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { RateCounter } from './rate-counter.ts';

const HIT = `insert into rate_limits as r (key, hits, expires_at)
  values ($1, 1, now() + $2::integer * interval '1 millisecond')
  on conflict (key) do update set
    hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
    expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
  returning hits, ceil(extract(epoch from (expires_at - now())) * 1000)::int as reset_in_ms`;

const PEEK = `select hits, ceil(extract(epoch from (expires_at - now())) * 1000)::int as reset_in_ms
  from rate_limits where key = $1 and expires_at > now()`;

const SWEEP = 'delete from rate_limits where expires_at <= now()';
const SWEEP_EVERY_MS = 5 * 60_000;

export const hashRateKey = (key: string) => createHash('sha256').update(key).digest('base64url');

export function postgresRateCounter(pool: Pool, log: { warn: (object: object, message: string) => void }): RateCounter {
  const sweep = setInterval(() => {
    pool.query(SWEEP).catch((error: unknown) => log.warn({ err: error }, 'rate limit sweep failed'));
  }, SWEEP_EVERY_MS);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const result = await pool.query<{ hits: number; reset_in_ms: number }>({
        name: 'rate_limit_hit',
        text: HIT,
        values: [hashRateKey(key), windowMs],
      });
      const row = result.rows[0]!;
      return { count: row.hits, resetInMs: Math.max(0, row.reset_in_ms) };
    },
    async peek(key) {
      const result = await pool.query<{ hits: number; reset_in_ms: number }>({
        name: 'rate_limit_peek',
        text: PEEK,
        values: [hashRateKey(key)],
      });
      const row = result.rows[0];
      return row ? { count: row.hits, resetInMs: Math.max(0, row.reset_in_ms) } : { count: 0, resetInMs: 0 };
    },
    close() {
      clearInterval(sweep);
    },
  };
}
