/**
 * What instances tell each other through PostgreSQL (LISTEN/NOTIFY): in-memory caches that must
 * forget a row as soon as any instance changes it, and the change feed that every instance's
 * subscribers hear. One connection listens on every channel of the process.
 *
 * A cache may trust itself only while `live()`: from the moment LISTEN is in place until the
 * connection is lost. Every loss is reported as a gap (the cache forgets everything), and the
 * listener reconnects with backoff.
 *
 * On PGlite there is only ever one process (the data directory is locked), so every change is made
 * by this process and seen by it: the channels are always live and carry nothing between processes.
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
  /** Says `payload` to every instance listening on the channel (this one included, on PostgreSQL). */
  notify(payload: string): Promise<void>;
}

export interface NotificationHub {
  channel(name: string): NotificationFeed;
  close(): Promise<void>;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export function createNotificationHub(
  handle: DatabaseHandle,
  log: { warn: (o: object, m: string) => void },
): NotificationHub {
  const channels = new Map<string, NotificationHandlers[]>();
  const handlersOf = (name: string) => {
    if (!CHANNEL_NAME.test(name)) throw new Error(`Invalid channel name: ${name}`);
    let handlers = channels.get(name);
    if (!handlers) {
      handlers = [];
      channels.set(name, handlers);
      if (handle.kind === 'postgres') listenOn(name);
    }
    return handlers;
  };

  if (handle.kind === 'pglite') {
    return {
      channel(name) {
        const handlers = handlersOf(name);
        return { live: () => true, subscribe: (h) => void handlers.push(h), notify: async () => {} };
      },
      close: async () => {},
    };
  }

  const pool = handle.pool!;
  const { connectionString } = pool.options as { connectionString?: string };
  let client: import('pg').Client | null = null;
  let live = false;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let started = false;

  const gap = () => {
    live = false;
    for (const handlers of channels.values()) for (const subscriber of handlers) subscriber.gap();
  };

  const lost = (current: import('pg').Client, error?: unknown) => {
    if (client !== current) return;
    client = null;
    gap();
    current.end().catch(() => {});
    if (closed) return;
    if (error) log.warn({ err: error }, 'lost the notifications between instances; caches are off until they are back');
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
      const handlers = channels.get(notification.channel);
      for (const subscriber of handlers ?? []) subscriber.message(notification.payload ?? '');
    });
    try {
      await current.connect();
      for (const name of channels.keys()) await current.query(`listen ${name}`);
      if (client !== current || closed) return;
      // Anything said while nobody listened is unknown: start from empty caches.
      gap();
      live = true;
      retryMs = RETRY_MIN_MS;
    } catch (error) {
      lost(current, error);
    }
  }

  /** A channel added while connected is listened to at once; until then the channels are not live. */
  function listenOn(name: string) {
    if (!started) {
      started = true;
      void connect();
      return;
    }
    const current = client;
    if (!current || !live) return;
    live = false;
    current.query(`listen ${name}`).then(
      () => {
        if (client === current) live = true;
      },
      (error: unknown) => lost(current, error),
    );
  }

  return {
    channel(name) {
      const handlers = handlersOf(name);
      return {
        live: () => live,
        subscribe: (h) => void handlers.push(h),
        async notify(payload) {
          await pool.query('select pg_notify($1, $2)', [name, payload]);
        },
      };
    },
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
