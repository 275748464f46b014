/**
 * Live numbers (issue 15): one subscriber to the change feed per instance, and in memory the open
 * streams of each event. A change is fanned out to that event's streams; the counts are read once
 * per event per window (500 ms), whatever the number of streams, and only while someone watches.
 * docs/decisions/024-live-numbers.md.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveCounts, LiveMessage } from '../../../common/live-events.ts';
import type { Change, ChangeFeed } from '../../platform/change-feed.ts';
import type { Database } from '../../platform/db/client.ts';
import { englishText, serviceUnavailable, tooManyRequests } from '../../platform/http/errors.ts';
import { type EventStream, type EventStreams, formatEvent } from '../../platform/http/event-streams.ts';
import type { SessionStore } from '../../platform/http/sessions.ts';
import { loadLiveCounts } from './live-counts.ts';
import { createLiveLog, type LiveLog } from './live-log.ts';

export interface LiveServiceDeps {
  db: Database;
  changes: ChangeFeed;
  streams: EventStreams;
  sessions: SessionStore;
  /** LIVE_STREAMS_MAX */
  maxStreams: number;
  /** Streams one session may hold open at once (issue 28 item 7: one session opened 2,000). */
  maxPerSession?: number;
  /** Streams one client address may hold open at once (every session behind it together). */
  maxPerAddress?: number;
  log: { warn: (o: object, m: string) => void };
  /** At most one counts message per event per window. */
  windowMs?: number;
  /** How long an event nobody watches keeps its recent messages (for a reconnect). */
  keepIdleMs?: number;
  /** Recent messages kept per event for `Last-Event-ID`. */
  logSize?: number;
}

export const STREAMS_PER_SESSION = 10;
export const STREAMS_PER_ADDRESS = 50;
export const TOO_MANY_SESSION_STREAMS_MESSAGE = englishText('live_streams_session_limit');
export const TOO_MANY_ADDRESS_STREAMS_MESSAGE = englishText('live_streams_address_limit');

export const TOO_MANY_STREAMS_MESSAGE = englishText('live_streams_server_limit');

interface Client {
  stream: EventStream;
  sid: string;
  token: string;
}

interface Channel {
  eventId: string;
  log: LiveLog<LiveMessage>;
  clients: Set<Client>;
  /** The last counts sent; current unless `stale`. */
  counts: LiveCounts | null;
  stale: boolean;
  /** Registrations since the last counts: each gets a `registration` message with the new number. */
  newRegistrations: number;
  /**
   * The last number a `registration` message said (null: none yet, start from the counts). Counts read
   * while a change is still on its way may already hold it: messages count up from here, never past
   * the counts, so they go 1, 2, 3 and not 2, 3, 3.
   */
  announced: number | null;
  timer?: NodeJS.Timeout;
  computing: boolean;
  /** A change arrived while the counts were being read: read again after. */
  dirty: boolean;
  lastCountsAt: number;
  idleTimer?: NodeJS.Timeout;
  /** Messages formatted for the channel's streams, written together at the next flush. */
  pending: string;
  flushTimer?: NodeJS.Timeout;
}

/**
 * Messages to the streams wait this long for others: at the door's full speed, each stream gets one
 * write per window instead of one per admission (1,000 streams at 50 admissions a second would be
 * 50,000 writes a second; this makes 10,000), well inside the second the screens allow from admission
 * to delivery.
 */
const FLUSH_MS = 100;
/** Streams written to in one turn of the event loop. */
const WRITE_TURN = 20;

export interface LiveConnect {
  eventId: string;
  sid: string;
  token: string;
  lastEventId?: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

export function createLiveService(deps: LiveServiceDeps) {
  const { db, streams, sessions, log } = deps;
  const windowMs = deps.windowMs ?? 500;
  const keepIdleMs = deps.keepIdleMs ?? 5 * 60 * 1000;
  const logSize = deps.logSize ?? 256;
  // Ids of another epoch (a restart, another instance) are unknown here: fresh counts instead.
  const epoch = randomBytes(6).toString('base64url');
  const channels = new Map<string, Channel>();
  /** The open streams of each session: a session's end finds them at once. */
  const bySession = new Map<string, Set<Client>>();
  let open = 0;
  /** Streams open or opening per session and per address, counted before the first await. */
  const perSession = createTally();
  const perAddress = createTally();
  const maxPerSession = deps.maxPerSession ?? STREAMS_PER_SESSION;
  const maxPerAddress = deps.maxPerAddress ?? STREAMS_PER_ADDRESS;

  const channelFor = (eventId: string): Channel => {
    let channel = channels.get(eventId);
    if (!channel) {
      channel = {
        eventId,
        log: createLiveLog<LiveMessage>(epoch, logSize),
        clients: new Set(),
        counts: null,
        stale: true,
        newRegistrations: 0,
        announced: null,
        computing: false,
        dirty: false,
        lastCountsAt: 0,
        pending: '',
      };
      channels.set(eventId, channel);
    }
    clearTimeout(channel.idleTimer);
    channel.idleTimer = undefined;
    return channel;
  };

  const forgetWhenIdle = (channel: Channel) => {
    if (channel.clients.size > 0 || channel.idleTimer) return;
    channel.idleTimer = setTimeout(() => {
      if (channel.clients.size > 0) return;
      clearTimeout(channel.timer);
      clearTimeout(channel.flushTimer);
      channels.delete(channel.eventId);
    }, keepIdleMs);
    channel.idleTimer.unref();
  };

  const broadcast = (channel: Channel, message: LiveMessage) => {
    const entry = channel.log.append(message);
    if (channel.clients.size === 0) return;
    channel.pending += formatEvent({ ...message, id: entry.id });
    channel.flushTimer ??= setTimeout(() => flush(channel), FLUSH_MS);
  };

  /** Writes what waits to every stream of the channel: formatted once, the same bytes to each. */
  const flush = (channel: Channel) => {
    clearTimeout(channel.flushTimer);
    channel.flushTimer = undefined;
    if (!channel.pending) return;
    const frames = Buffer.from(channel.pending);
    channel.pending = '';
    writeInTurns([...channel.clients], frames, 0);
  };

  /**
   * A socket write costs some tens of microseconds: a thousand in one go would hold the event loop
   * (and every door request waiting on it) for tens of milliseconds. So WRITE_TURN streams at a time,
   * letting waiting requests through between turns.
   */
  const writeInTurns = (clients: Client[], frames: Buffer, from: number) => {
    const to = Math.min(clients.length, from + WRITE_TURN);
    for (let i = from; i < to; i++) clients[i]!.stream.sendFormatted(frames);
    if (to < clients.length) setImmediate(() => writeInTurns(clients, frames, to));
  };

  async function refresh(channel: Channel) {
    channel.timer = undefined;
    channel.computing = true;
    channel.dirty = false;
    channel.stale = false;
    channel.lastCountsAt = Date.now();
    try {
      // The registrations told so far, before the read: one arriving during it is told next time.
      const added = channel.newRegistrations;
      channel.newRegistrations = 0;
      const counts = await loadLiveCounts(db, channel.eventId);
      let announced = channel.announced ?? Math.max(0, counts.registered - added);
      for (let n = 0; n < added; n++) {
        announced = Math.min(counts.registered, announced + 1);
        broadcast(channel, { event: 'registration', data: { registered: announced } });
      }
      channel.announced = announced;
      channel.counts = counts;
      broadcast(channel, { event: 'counts', data: counts });
    } catch (error) {
      channel.stale = true;
      log.warn({ err: error, eventId: channel.eventId }, 'could not read the live counts');
    } finally {
      channel.computing = false;
      if (channel.dirty) scheduleCounts(channel);
    }
  }

  function scheduleCounts(channel: Channel) {
    if (channel.computing) {
      channel.dirty = true;
      return;
    }
    if (channel.timer || channel.clients.size === 0) return;
    const wait = Math.max(0, channel.lastCountsAt + windowMs - Date.now());
    channel.timer = setTimeout(() => void refresh(channel), wait);
    channel.timer.unref();
  }

  const changed = (channel: Channel) => {
    channel.stale = true;
    scheduleCounts(channel);
  };

  deps.changes.subscribe({
    change(change: Change) {
      if (change.eventId === null) return;
      // Nobody watches this event here: nothing to keep.
      const channel = channels.get(change.eventId);
      if (!channel) return;
      if (change.kind === 'checkin' && change.direction !== 'exit') {
        broadcast(channel, {
          event: 'checkin',
          data: {
            registrationId: change.registrationId,
            name: change.name ?? '',
            exhibitId: change.exhibitId,
            exhibitName: change.exhibitName ?? '',
            checkedInAt: change.checkedInAt ?? new Date().toISOString(),
            by: change.by ?? null,
          },
        });
      } else if (change.kind === 'registration') {
        channel.newRegistrations++;
      }
      changed(channel);
    },
    gap() {
      // Changes of other instances may have been missed: fresh counts everywhere.
      for (const channel of channels.values()) changed(channel);
    },
  });

  // A stream lives as long as its session: logout, sign out everywhere, expiry, an account disabled.
  sessions.onEnded((sid) => {
    if (sid !== undefined) {
      for (const client of [...(bySession.get(sid) ?? [])]) client.stream.close();
      return;
    }
    // Any session may have ended (notifications lost): look each one up again.
    for (const clients of bySession.values()) {
      const [client] = clients;
      if (!client) continue;
      sessions.find(client.token).then(
        (session) => {
          if (!session) for (const ended of [...clients]) ended.stream.close();
        },
        (error: unknown) => log.warn({ err: error }, 'could not check a live stream’s session'),
      );
    }
  });

  async function currentCounts(channel: Channel): Promise<LiveCounts> {
    if (channel.counts && !channel.stale && channel.clients.size > 0) return channel.counts;
    if (channel.clients.size > 0) return loadLiveCounts(db, channel.eventId);
    // Nobody watches yet: these counts become the event's (unless a change arrives meanwhile).
    channel.stale = false;
    const counts = await loadLiveCounts(db, channel.eventId);
    if (channel.clients.size === 0 && !channel.stale) {
      channel.counts = counts;
      // Registrations made while nobody watched are in these counts.
      channel.newRegistrations = 0;
      channel.announced = counts.registered;
    }
    return counts;
  }

  return {
    /** Opens an event's stream: counts (or what a reconnecting client missed), then every change. */
    async connect({ eventId, sid, token, lastEventId, request, reply }: LiveConnect): Promise<void> {
      if (perSession.count(sid) >= maxPerSession) throw tooManyRequests('live_streams_session_limit', 10);
      if (perAddress.count(request.ip) >= maxPerAddress) throw tooManyRequests('live_streams_address_limit', 60);
      if (open >= deps.maxStreams) throw serviceUnavailable('live_streams_server_limit', 60);
      open++;
      perSession.add(sid);
      perAddress.add(request.ip);
      const release = () => {
        open--;
        perSession.remove(sid);
        perAddress.remove(request.ip);
      };
      let opened = false;
      const channel = channelFor(eventId);
      try {
        const seenSeq = channel.log.seq;
        const replay = lastEventId === undefined ? null : channel.log.since(lastEventId);
        const counts = replay ? null : await currentCounts(channel);
        // What waits goes to the streams already open: this one gets it from the log below.
        flush(channel);
        const stream = streams.open(request, reply);
        opened = true;
        if (replay) {
          for (const entry of replay) stream.send({ ...entry.message, id: entry.id });
        } else {
          stream.send({ event: 'counts', data: counts, id: `${epoch}-${seenSeq}` });
          // What happened while the counts were read.
          for (const entry of channel.log.after(seenSeq)) stream.send({ ...entry.message, id: entry.id });
        }
        const client: Client = { stream, sid, token };
        stream.onClose(() => {
          release();
          channel.clients.delete(client);
          const ofSession = bySession.get(sid);
          ofSession?.delete(client);
          if (ofSession?.size === 0) bySession.delete(sid);
          forgetWhenIdle(channel);
        });
        if (stream.closed) return;
        channel.clients.add(client);
        const ofSession = bySession.get(sid) ?? new Set<Client>();
        ofSession.add(client);
        bySession.set(sid, ofSession);
        // Changes made while nobody watched this event here: fresh counts for everyone.
        if (channel.stale) scheduleCounts(channel);
      } catch (error) {
        if (!opened) {
          release();
          forgetWhenIdle(channel);
        }
        throw error;
      }
    },
    /** Streams open on this instance. */
    count: () => open,
  };
}

export type LiveService = ReturnType<typeof createLiveService>;

/** Counts per key, a key forgotten at zero. */
function createTally() {
  const counts = new Map<string, number>();
  return {
    count: (key: string) => counts.get(key) ?? 0,
    add: (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1),
    remove(key: string) {
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    },
  };
}
