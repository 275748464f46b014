/**
 * The door: phones scan a pass (validate-qr) and admit the visitor to an exhibit (admit), each door
 * request one of each, every admit a new (registration, exhibit) pair. Two runs: a fixed, busy but
 * realistic rate (the latency budget applies there) and as fast as a few phones can go (capacity).
 * The fixed rate is an open loop (bench/lib/paced.ts): door requests evenly spaced, each phone one at a
 * time, as a queue at several doors sends them.
 */
import { type LoadResult, runLoad } from '../lib/load.ts';
import { runPaced } from '../lib/paced.ts';

export interface DoorPair {
  qrCode: string;
  registrationId: string;
  exhibitId: string;
}

export interface DoorTarget {
  baseUrl: string;
  validatePath: string;
  admitPath: string;
  /** The admin session cookie and Origin (empty for the ceiling). */
  headers: Record<string, string>;
}

export interface DoorRunOptions {
  connections: number;
  durationS: number;
  /** Door requests (validate + admit) per second, evenly spaced; unset: as fast as the connections go. */
  doorRequestsPerS?: number;
}

export interface DoorResult {
  load: LoadResult;
  doorRequestsPerS: number;
  admitted: number;
  options: DoorRunOptions;
}

/**
 * Hands out each pair once, across runs and connections. A run stops while a few pairs are still
 * left for each connection (autocannon sets up a connection's next call before it sees the stop),
 * so the wrap-around at the end is never reached.
 */
export function pairSource(pairs: DoorPair[]) {
  let next = 0;
  return {
    remaining: () => pairs.length - next,
    take: () => pairs[next++ % pairs.length]!,
  };
}

export async function doorRun(
  target: DoorTarget,
  source: ReturnType<typeof pairSource>,
  options: DoorRunOptions,
): Promise<DoorResult> {
  const headers = { 'content-type': 'application/json', ...target.headers };
  let admitted = 0;
  if (options.doorRequestsPerS) {
    const load = await runPaced({
      baseUrl: target.baseUrl,
      phones: options.connections,
      tasksPerS: options.doorRequestsPerS,
      durationS: options.durationS,
      task: () => {
        const pair = source.take();
        const admit = { registrationId: pair.registrationId, exhibitId: pair.exhibitId };
        return [
          { method: 'POST', path: target.validatePath, headers, body: JSON.stringify({ qrCode: pair.qrCode }) },
          { method: 'POST', path: target.admitPath, headers, body: JSON.stringify(admit) },
        ];
      },
      onResponse: (call, status) => {
        if (call.path === target.admitPath && status === 200) admitted++;
      },
    });
    return { load, doorRequestsPerS: load.calls / 2 / load.durationS, admitted, options };
  }
  const load = await runLoad({
    url: target.baseUrl,
    connections: options.connections,
    duration: options.durationS,
    // Every admit must be a new pair: stop while one is left for each connection.
    stopWhen: () => source.remaining() <= 4 * options.connections,
    requests: [
      {
        method: 'POST',
        path: target.validatePath,
        headers,
        setupRequest(request, context) {
          const pair = source.take();
          context.pair = pair;
          return { ...request, body: JSON.stringify({ qrCode: pair.qrCode }) };
        },
      },
      {
        method: 'POST',
        path: target.admitPath,
        headers,
        setupRequest(request, context) {
          const pair = context.pair as DoorPair;
          return {
            ...request,
            body: JSON.stringify({ registrationId: pair.registrationId, exhibitId: pair.exhibitId }),
          };
        },
        onResponse(status) {
          if (status === 200) admitted++;
        },
      },
    ],
  });
  return { load, doorRequestsPerS: load.calls / 2 / load.durationS, admitted, options };
}
