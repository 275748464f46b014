/**
 * Hears what other instances say on a PostgreSQL channel (LISTEN/NOTIFY), for in-memory caches that
 * must forget a row as soon as any instance changes it. A cache may trust itself only while `live()`:
 * from the moment LISTEN is in place until the connection is lost. Every loss is reported as a gap
 * (the cache forgets everything), and the listener reconnects with backoff.
 *
 * On PGlite there is only ever one process (the data directory is locked), so every change is made
 * by this process and seen by it: the feed is always live and carries nothing.
 */
import type { DatabaseHandle } from './client.ts';

export interface NotificationHandlers {
  message(payload: string): void;
  /** Notifications may have been missed (connection lost): forget everything. */
  gap(): void;
}

export interface NotificationFeed {
  live(): boolean;
  subscribe(handlers: NotificationHandlers): void;
  close(): Promise<void>;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

export function createNotificationFeed(
  handle: DatabaseHandle,
  channel: string,
  log: { warn: (o: object, m: string) => void },
): NotificationFeed {
  const subscribers: NotificationHandlers[] = [];
  const subscribe = (handlers: NotificationHandlers) => void subscribers.push(handlers);
  if (handle.kind === 'pglite') return { live: () => true, subscribe, close: async () => {} };

  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  const { connectionString } = handle.pool!.options as { connectionString?: string };
  let client: import('pg').Client | null = null;
  let live = false;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const gap = () => {
    live = false;
    for (const subscriber of subscribers) subscriber.gap();
  };

  const lost = (current: import('pg').Client, error?: unknown) => {
    if (client !== current) return;
    client = null;
    gap();
    current.end().catch(() => {});
    if (closed) return;
    if (error) log.warn({ err: error }, `lost the ${channel} notifications; caches are off until they are back`);
    retryTimer = setTimeout(connect, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect() {
    if (closed) return;
    const { default: pg } = await import('pg');
    const current = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    client = current;
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    current.on('notification', (notification) => {
      if (notification.channel !== channel) return;
      for (const subscriber of subscribers) subscriber.message(notification.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`listen ${channel}`);
      if (client !== current || closed) return;
      // Anything said while nobody listened is unknown: start from empty caches.
      gap();
      live = true;
      retryMs = RETRY_MIN_MS;
    } catch (error) {
      lost(current, error);
    }
  }

  void connect();
  return {
    live: () => live,
    subscribe,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      live = false;
      await current?.end().catch(() => {});
    },
  };
}
