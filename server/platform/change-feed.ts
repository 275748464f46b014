/**
 * Tells interested modules what changed (a registration, a check-in, an organiser's edit of an
 * event, an exhibit or the settings), on this instance and on every other one: the Sheets sync,
 * and later the live streams and the audit trail, subscribe to it.
 *
 * A change is published after it is committed. Subscribers on this instance hear it at once (in a
 * later microtask, so a listener never delays or fails the request); other instances hear it through
 * PostgreSQL's notifications (notifications.ts), and on PGlite there are no other instances. Each
 * subscriber learns whether a change was made here (`local`): work that must happen once per change,
 * such as scheduling a sync, is done by the instance that made it. When notifications may have been
 * missed (connection lost), subscribers that keep state hear a gap.
 */
import { z } from 'zod';
import type { NotificationFeed } from './db/notifications.ts';

const uuid = z.string().max(100);
const changeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('registration'), eventId: uuid }),
  z.object({
    kind: z.literal('checkin'),
    eventId: uuid,
    registrationId: uuid,
    exhibitId: uuid,
    // What the live screens show of an admission (issue 15); optional so that an older instance's
    // notification still parses.
    name: z.string().max(500).optional(),
    exhibitName: z.string().max(500).optional(),
    checkedInAt: z.string().max(40).optional(),
    /** The organiser's username; null at the public check-in. */
    by: z.string().max(200).nullable().optional(),
    /** An exit (issue 32): the counts change, no admission is shown. Absent: an entry. */
    direction: z.enum(['entry', 'exit']).optional(),
  }),
  z.object({ kind: z.literal('event'), eventId: uuid }),
  z.object({ kind: z.literal('exhibit'), eventId: uuid }),
  z.object({ kind: z.literal('settings'), eventId: z.null() }),
]);
const messageSchema = z.object({ from: z.string(), changes: z.array(changeSchema) });

/** How long a change waits for others to go to the other instances with it. */
export const NOTIFY_WINDOW_MS = 20;
/** PostgreSQL refuses a notification's payload from 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7000;

export type Change = z.infer<typeof changeSchema>;
export type ChangeKind = Change['kind'];

export interface ChangeSubscriber {
  change(change: Change, origin: { local: boolean }): void | Promise<void>;
  /** Changes made on other instances may have been missed. */
  gap?(): void;
}

export interface ChangeFeed {
  publish(change: Change): void;
  subscribe(
    subscriber: ChangeSubscriber | ((change: Change, origin: { local: boolean }) => void | Promise<void>),
  ): void;
  /** Tells the other instances what is still waiting for its window, at once (a graceful stop). */
  flush(): Promise<void>;
}

export const CHANGES_CHANNEL = 'idevent_changes';

export function createChangeFeed(
  channel: NotificationFeed,
  instanceId: string,
  log: { warn: (o: object, m: string) => void },
): ChangeFeed {
  const subscribers: ChangeSubscriber[] = [];

  const deliver = (change: Change, local: boolean) => {
    for (const subscriber of subscribers) {
      Promise.resolve()
        .then(() => subscriber.change(change, { local }))
        .catch((error: unknown) => log.warn({ err: error, change }, 'change subscriber failed'));
    }
  };

  // This instance's own notifications come back to it (it listens on the channel it says them on):
  // recognised by their first bytes, they are dropped before any parsing.
  const ownPrefix = `{"from":${JSON.stringify(instanceId)},`;
  channel.subscribe({
    message(payload) {
      if (payload.startsWith(ownPrefix)) return;
      let parsed: z.infer<typeof messageSchema>;
      try {
        parsed = messageSchema.parse(JSON.parse(payload));
      } catch (error) {
        log.warn({ err: error }, 'ignored a malformed change notification');
        return;
      }
      if (parsed.from === instanceId) return;
      for (const change of parsed.changes) deliver(change, false);
    },
    gap() {
      for (const subscriber of subscribers) subscriber.gap?.();
    },
  });

  // The changes of a short window go to the other instances as one notification: at the door's full
  // speed that is one `pg_notify` for many admissions instead of one each (the live screens allow a
  // second from admission to delivery; this adds at most NOTIFY_WINDOW_MS).
  let pending: Change[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const changes = pending;
    pending = [];
    await Promise.all(
      [...payloads(instanceId, changes)].map((payload) =>
        channel
          .notify(payload)
          .catch((error: unknown) => log.warn({ err: error }, 'could not tell other instances of a change')),
      ),
    );
  };

  return {
    publish(change) {
      deliver(change, true);
      if (pending.length === 0) timer = setTimeout(flush, NOTIFY_WINDOW_MS);
      pending.push(change);
    },
    flush,
    subscribe(subscriber) {
      subscribers.push(typeof subscriber === 'function' ? { change: subscriber } : subscriber);
    },
  };
}

function* payloads(from: string, changes: Change[]): Generator<string> {
  let batch: string[] = [];
  let bytes = 0;
  const message = () => `{"from":${JSON.stringify(from)},"changes":[${batch.join(',')}]}`;
  for (const change of changes) {
    const json = JSON.stringify(change);
    if (batch.length > 0 && bytes + json.length > MAX_PAYLOAD_BYTES) {
      yield message();
      batch = [];
      bytes = 0;
    }
    batch.push(json);
    bytes += json.length + 1;
  }
  if (batch.length > 0) yield message();
}
