/**
 * The rush on an event with places, app and ceiling in turns (issue 30 item 6): each side warmed up
 * on an event of its own (unmeasured: both paths, a place and a place in line, warm), then
 * `rounds` measured rushes of each, alternating which goes first, each on a new event with places.
 * As the door's capacity (door.ts, doorDuel): on a shared machine throughput drifts over minutes, and
 * rushes far apart would compare the drift as much as the code. The app's e-mails (a pass, or a
 * waiting-list note, for each registration) are waited for after each of its rushes, so that none go
 * out during the next one; the time of the last one is noted.
 */
import type { MailSink } from '../lib/mail-sink.ts';
import { settleDatabase } from '../lib/postgres.ts';
import { SETTINGS } from '../settings.ts';
import { type CapacityRushResult, capacityRush } from './capacity-rush.ts';

/** The app's instance(s) or the ceiling server(s). */
export interface TurnSide {
  baseUrls: string[];
  /** `/api/register` on the app, `/register` on the ceiling. */
  path: string;
  /** The app's e-mails go there. */
  sink?: MailSink;
  warmEventId: string;
  /** One event per round. */
  eventIds: string[];
  /** Distinguishes the side's e-mail addresses. */
  tag: string;
}

export interface TurnRound {
  eventId: string;
  rush: CapacityRushResult;
  /** The app's: from the rush's last answer to its last e-mail's arrival. */
  lastMailAfterEndS?: number;
}

export interface TurnsResult {
  app: TurnRound[];
  ceiling: TurnRound[];
  /** Every answered call's latency, each side's rounds together. */
  latencies: { app: number[]; ceiling: number[] };
}

const answered = (rush: CapacityRushResult) => rush.registered.length + rush.waitlisted.length;

async function rushOn(side: TurnSide, eventId: string, tag: string, size: object, record?: number[]) {
  const before = side.sink?.received() ?? 0;
  const rush = await capacityRush({
    baseUrls: side.baseUrls,
    path: side.path,
    eventId,
    tag,
    connections: 1,
    ...size,
    record,
  });
  const ended = performance.now();
  if (!side.sink) return { eventId, rush };
  const lastArrival = await side.sink.waitFor(before + answered(rush), SETTINGS.rush.mailTimeoutMs);
  return { eventId, rush, lastMailAfterEndS: Math.max(0, lastArrival - ended) / 1000 };
}

export async function capacityTurns(
  sides: { app: TurnSide; ceiling: TurnSide },
  options: { databaseUrl?: string; log: (line: string) => void },
): Promise<TurnsResult> {
  const { registrations, connections } = SETTINGS.rushCapacity;
  options.log('    warm-up, app then ceiling');
  for (const side of [sides.app, sides.ceiling])
    await rushOn(side, side.warmEventId, `warm-${side.tag}`, SETTINGS.warmUp);
  const result: TurnsResult = { app: [], ceiling: [], latencies: { app: [], ceiling: [] } };
  const rounds = Math.min(sides.app.eventIds.length, sides.ceiling.eventIds.length);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? (['app', 'ceiling'] as const) : (['ceiling', 'app'] as const);
    for (const name of order) {
      const side = sides[name];
      await settleDatabase(options.databaseUrl);
      const size = { connections, amount: registrations };
      const done = await rushOn(side, side.eventIds[round]!, `${side.tag}-${round + 1}`, size, result.latencies[name]);
      result[name].push(done);
      options.log(`    round ${round + 1}, ${name}: ${done.rush.registrationsPerS.toFixed(0)} registrations/s`);
    }
  }
  return result;
}
