/**
 * The door: phones scan a pass (validate-qr) and admit the visitor to an exhibit (admit), each door
 * request one of each, every admit a new (registration, exhibit) pair. Two runs: a fixed, busy but
 * realistic rate (the latency budget applies there) and as fast as a few phones can go (capacity).
 * The fixed rate is an open loop (bench/lib/paced.ts): door requests evenly spaced, each phone one at a
 * time, as a queue at several doors sends them.
 */
import { type LoadResult, runLoad, summarize } from '../lib/load.ts';
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
  /** CPU time the server process has used so far (user + system), in ms. */
  serverCpuMs: () => number;
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
  /** The server process's CPU time per door request in this run (the database's not included). */
  serverCpuMsPerDoorRequest: number;
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

export type PairSource = ReturnType<typeof pairSource>;

export async function doorRun(
  target: DoorTarget,
  source: PairSource,
  options: DoorRunOptions,
  /** Receives every successful call's latency (as fast as the connections go only). */
  record?: number[],
): Promise<DoorResult> {
  const headers = { 'content-type': 'application/json', ...target.headers };
  let admitted = 0;
  const cpuBefore = target.serverCpuMs();
  const result = (load: LoadResult): DoorResult => {
    const doorRequests = load.calls / 2;
    return {
      load,
      doorRequestsPerS: doorRequests / load.durationS,
      admitted,
      serverCpuMsPerDoorRequest: (target.serverCpuMs() - cpuBefore) / doorRequests,
      options,
    };
  };
  if (options.doorRequestsPerS) {
    const load = await runPaced({
      baseUrl: target.baseUrl,
      phones: options.connections,
      tasksPerS: options.doorRequestsPerS,
      durationS: options.durationS,
      // Every admit a new pair: stop rather than wrap around (a tiny smoke run on a slow machine).
      stopWhen: () => source.remaining() <= 4 * options.connections,
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
    return result(load);
  }
  const load = await runLoad({
    url: target.baseUrl,
    connections: options.connections,
    duration: options.durationS,
    // Every admit must be a new pair: stop while one is left for each connection.
    stopWhen: () => source.remaining() <= 4 * options.connections,
    record,
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
  return result(load);
}

export interface DuelSide {
  target: DoorTarget;
  source: PairSource;
}

export interface DuelOptions {
  connections: number;
  rounds: number;
  roundS: number;
  warmUpS: number;
}

export interface DoorDuelResult {
  app: DoorResult;
  ceiling: DoorResult;
  /** App door requests per second over the ceiling's, round by round. */
  roundRatios: number[];
}

/**
 * The door capacity of the app and of the ceiling, both running, measured in alternating short
 * rounds (app then ceiling, then ceiling then app, and so on) instead of one long run each minutes
 * apart: on a shared 2-core machine throughput drifts by tens of percent over minutes, and the
 * ratio of two runs far apart measured the drift as much as the code. Each side is warmed up first.
 */
export async function doorDuel(app: DuelSide, ceiling: DuelSide, options: DuelOptions): Promise<DoorDuelResult> {
  const sides = { app, ceiling };
  const run = { connections: options.connections };
  for (const side of Object.values(sides))
    await doorRun(side.target, side.source, { ...run, durationS: options.warmUpS });
  const totals = {
    app: { runs: [] as DoorResult[], latencies: [] as number[] },
    ceiling: { runs: [] as DoorResult[], latencies: [] as number[] },
  };
  const roundRatios: number[] = [];
  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 === 0 ? (['app', 'ceiling'] as const) : (['ceiling', 'app'] as const);
    for (const name of order) {
      const result = await doorRun(
        sides[name].target,
        sides[name].source,
        { ...run, durationS: options.roundS },
        totals[name].latencies,
      );
      totals[name].runs.push(result);
    }
    roundRatios.push(totals.app.runs[round]!.doorRequestsPerS / totals.ceiling.runs[round]!.doorRequestsPerS);
  }
  const merge = ({ runs, latencies }: (typeof totals)['app']): DoorResult => {
    const sum = (pick: (result: DoorResult) => number) => runs.reduce((total, result) => total + pick(result), 0);
    const load = summarize(
      latencies,
      sum((r) => r.load.non2xx),
      sum((r) => r.load.errors),
      sum((r) => r.load.durationS),
    );
    const doorRequests = load.calls / 2;
    return {
      load,
      doorRequestsPerS: doorRequests / load.durationS,
      admitted: sum((r) => r.admitted),
      serverCpuMsPerDoorRequest: sum((r) => r.serverCpuMsPerDoorRequest * (r.load.calls / 2)) / doorRequests,
      options: { connections: options.connections, durationS: load.durationS },
    };
  };
  return { app: merge(totals.app), ceiling: merge(totals.ceiling), roundRatios };
}
