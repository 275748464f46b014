/**
 * The recent messages of one event's live stream, numbered, so that a client reconnecting with
 * `Last-Event-ID` gets what it missed. Ids are `<epoch>-<n>`: the epoch is this instance's (a
 * restart, or another instance behind a load balancer, has another), so an id from elsewhere is
 * simply "too old" and the client gets fresh counts instead. Plain data structure, no I/O.
 */
export interface Logged<T> {
  id: string;
  seq: number;
  message: T;
}

export interface LiveLog<T> {
  append(message: T): Logged<T>;
  /** The messages after `lastEventId`, or null when they are no longer all kept (or the id is not ours). */
  since(lastEventId: string): Logged<T>[] | null;
  /** The messages after sequence number `seq` (those appended while a client was being connected). */
  after(seq: number): Logged<T>[];
  /** The last sequence number given (0 before any). */
  readonly seq: number;
}

export function createLiveLog<T>(epoch: string, capacity: number): LiveLog<T> {
  const kept: Logged<T>[] = [];
  let seq = 0;
  const after = (n: number) => {
    const first = kept.findIndex((entry) => entry.seq > n);
    return first === -1 ? [] : kept.slice(first);
  };
  return {
    append(message) {
      seq++;
      const entry = { id: `${epoch}-${seq}`, seq, message };
      kept.push(entry);
      if (kept.length > capacity) kept.shift();
      return entry;
    },
    since(lastEventId) {
      const match = /^(.+)-(\d{1,15})$/.exec(lastEventId);
      if (!match || match[1] !== epoch) return null;
      const last = Number(match[2]);
      if (last > seq) return null;
      const oldest = kept[0]?.seq ?? seq + 1;
      // Everything after `last` must still be kept: the first kept is at most the next one.
      if (last + 1 < oldest) return null;
      return after(last);
    },
    after,
    get seq() {
      return seq;
    },
  };
}
