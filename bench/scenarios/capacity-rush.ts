/**
 * The rush on an event with places (issue 30 item 6): registrations with a new e-mail address on
 * every call, all at once from many connections spread evenly over one or more servers (app
 * instances, or ceiling servers), either a fixed number of them (the measured rush) or for a while
 * (the warm-up). Each answer is noted: 201 a place, 202 a place in the waiting list (its position,
 * and whose), anything else (or no answer) a failure.
 */
import { type LoadResult, runLoad, summarize } from '../lib/load.ts';
import { rushVisitor } from './registration-rush.ts';

export interface CapacityRushOptions {
  baseUrls: string[];
  path: string;
  eventId: string;
  /** Distinguishes this rush's e-mail addresses. */
  tag: string;
  /** In all, shared evenly among the servers. */
  connections: number;
  /** Registrations to send in all (the measured rush)... */
  amount?: number;
  /** ...or for how long to send them (the warm-up). */
  durationS?: number;
  /** Also receives every answered call's latency (to merge several rushes). */
  record?: number[];
}

export interface CapacityRushResult {
  load: LoadResult;
  /** The addresses answered 201, a place. */
  registered: string[];
  /** The 202 answers: the position each was given, and whose it is. */
  waitlisted: { position: number; email: string }[];
  /** Answers neither 201 nor 202, and calls that got no answer. */
  failed: number;
  /** From the start of the rush to its last answer. */
  durationS: number;
  /** 201 and 202 answers a second. */
  registrationsPerS: number;
}

/** Splits `total` into `parts` whole shares that add up to it. */
const shares = (total: number, parts: number) =>
  Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));

export async function capacityRush(options: CapacityRushOptions): Promise<CapacityRushResult> {
  const servers = options.baseUrls.length;
  const connections = shares(options.connections, servers);
  const amounts = options.amount === undefined ? undefined : shares(options.amount, servers);
  const registered: string[] = [];
  const waitlisted: CapacityRushResult['waitlisted'] = [];
  const latencies: number[] = [];
  let sequence = 0;
  let refused = 0;
  const started = performance.now();
  // autocannon ends a run on its next 1-second tick: the rush lasts until its last answer.
  let lastAnswer = started;
  const loads = await Promise.all(
    options.baseUrls.map((url, i) =>
      runLoad({
        url,
        connections: connections[i]!,
        ...(amounts ? { amount: amounts[i]! } : { duration: options.durationS ?? 1 }),
        record: latencies,
        requests: [
          {
            method: 'POST',
            path: options.path,
            headers: { 'content-type': 'application/json' },
            setupRequest(request, context) {
              const visitor = rushVisitor(options.tag, sequence++, options.eventId);
              // One call at a time on a connection: its answer is this visitor's.
              context.email = visitor.email;
              return { ...request, body: JSON.stringify(visitor) };
            },
            onResponse(status, body, context) {
              lastAnswer = performance.now();
              const email = context.email as string;
              if (status === 201) registered.push(email);
              else if (status === 202)
                waitlisted.push({ position: (JSON.parse(body) as { position: number }).position, email });
              else refused++;
            },
          },
        ],
      }),
    ),
  );
  const durationS = (lastAnswer - started) / 1000;
  options.record?.push(...latencies);
  const errors = loads.reduce((sum, load) => sum + load.errors, 0);
  const answered = registered.length + waitlisted.length;
  return {
    load: summarize(latencies, refused, errors, durationS),
    registered,
    waitlisted,
    failed: refused + errors,
    durationS,
    registrationsPerS: answered / durationS,
  };
}
