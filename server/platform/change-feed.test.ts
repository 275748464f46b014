import { describe, expect, it, vi } from 'vitest';
import { createChangeFeed, NOTIFY_WINDOW_MS } from './change-feed.ts';
import type { NotificationFeed, NotificationHandlers } from './db/notifications.ts';

/** A channel that records what is said on it and lets the test say things to it. */
function recordingChannel() {
  const said: string[] = [];
  let handlers: NotificationHandlers | undefined;
  const channel: NotificationFeed = {
    live: () => true,
    subscribe: (h) => {
      handlers = h;
    },
    notify: async (payload) => {
      said.push(payload);
    },
  };
  return { channel, said, hear: (payload: string) => handlers?.message(payload) };
}

const quiet = { warn: () => {} };
const turn = () => new Promise((resolve) => setImmediate(resolve));
const checkin = (n: number) => ({ kind: 'checkin', eventId: 'e1', registrationId: `r${n}`, exhibitId: 'x1' }) as const;

describe('the change feed between instances', () => {
  it('tells the other instances the admissions of a busy moment in one notification', async () => {
    // The window's clock is the test's: a busy machine's slow turns would otherwise split it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { channel, said } = recordingChannel();
      const feed = createChangeFeed(channel, 'instance-a', quiet);
      // Admissions on separate turns of the event loop, as requests from eight phones arrive.
      for (let n = 0; n < 20; n++) {
        feed.publish(checkin(n));
        await turn();
      }
      expect(said).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(NOTIFY_WINDOW_MS);
      expect(said).toHaveLength(1);
      expect(JSON.parse(said[0]!).changes).toHaveLength(20);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says what is waiting at once when flushed (a graceful stop)', async () => {
    const { channel, said } = recordingChannel();
    const feed = createChangeFeed(channel, 'instance-a', quiet);
    feed.publish(checkin(1));
    await feed.flush();
    expect(said).toHaveLength(1);
  });

  it('delivers changes from other instances, and not its own a second time', async () => {
    const { channel, said, hear } = recordingChannel();
    const feed = createChangeFeed(channel, 'instance-a', quiet);
    const heard: { registrationId?: string; local: boolean }[] = [];
    feed.subscribe((change, { local }) => {
      heard.push({ registrationId: 'registrationId' in change ? change.registrationId : undefined, local });
    });
    feed.publish(checkin(1));
    await feed.flush();
    hear(said[0]!); // PostgreSQL sends it back to the instance that said it
    hear(JSON.stringify({ from: 'instance-b', changes: [checkin(2)] }));
    await turn();
    expect(heard).toEqual([
      { registrationId: 'r1', local: true },
      { registrationId: 'r2', local: false },
    ]);
  });
});
