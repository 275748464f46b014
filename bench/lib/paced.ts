/**
 * An open-loop load at a fixed rate: task k is due at start + k / perSecond and goes to phone
 * k mod phones, each phone one keep-alive connection doing one task at a time. autocannon's
 * overallRate cannot do this: each connection sends its quota for the second back to back and
 * then idles, which is a burst at full speed, not a steady door.
 *
 * A call's latency is counted from when it was due, not from when it was sent, so a phone that
 * is still busy with its previous task makes its next one late and that shows (no coordinated
 * omission). A task's first call is due when its timer fires (a timer late by this process's own
 * work is not counted against the server); each later call when the one before it answered.
 */
import http from 'node:http';
import { type LoadResult, summarize } from './load.ts';

export interface PacedCall {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface PacedOptions {
  baseUrl: string;
  phones: number;
  tasksPerS: number;
  /** How long tasks are started for (at most, with `stopWhen`). */
  durationS: number;
  /** Checked before each task is started: true starts no more (those under way finish). */
  stopWhen?: () => boolean;
  /** The calls of task k, in order; onResponse sees each answer (to count admits, say). */
  task: (k: number) => PacedCall[];
  onResponse?: (call: PacedCall, status: number) => void;
  /** Also receives every call, to split a run by when its calls were due. */
  samples?: PacedSample[];
}

/** One call: when it was due (performance.now()), its latency, and whether it was answered 2xx. */
export interface PacedSample {
  dueAt: number;
  ms: number;
  ok: boolean;
  /** No answer at all (a connection error or a 10 s timeout), rather than a non-2xx answer. */
  error: boolean;
}

interface Answer {
  status: number;
  ok: boolean;
}

function send(agent: http.Agent, baseUrl: URL, call: PacedCall): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: baseUrl.hostname,
        port: baseUrl.port,
        method: call.method,
        path: call.path,
        headers: { ...call.headers, ...(call.body ? { 'content-length': Buffer.byteLength(call.body) } : {}) },
        timeout: 10_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ok: true }));
        response.on('error', () => resolve({ status: 0, ok: false }));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve({ status: 0, ok: false }));
    request.end(call.body);
  });
}

export async function runPaced(options: PacedOptions): Promise<LoadResult> {
  const baseUrl = new URL(options.baseUrl);
  const agents = Array.from(
    { length: options.phones },
    () => new http.Agent({ keepAlive: true, maxSockets: 1, maxFreeSockets: 1 }),
  );
  const busyUntilDone: Promise<void>[] = agents.map(() => Promise.resolve());
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const total = Math.round(options.tasksPerS * options.durationS);
  const intervalMs = 1000 / options.tasksPerS;

  async function runTask(k: number, dueAt: number) {
    let due = dueAt;
    for (const call of options.task(k)) {
      const answer = await send(agents[k % agents.length]!, baseUrl, call);
      const answeredAt = performance.now();
      const ok = answer.ok && answer.status >= 200 && answer.status < 300;
      if (!answer.ok) errors++;
      else if (ok) latencies.push(answeredAt - due);
      else non2xx++;
      options.samples?.push({ dueAt: due, ms: answeredAt - due, ok, error: !answer.ok });
      options.onResponse?.(call, answer.status);
      due = answeredAt;
    }
  }

  const start = performance.now() + 20;
  for (let k = 0; k < total; k++) {
    if (options.stopWhen?.()) break;
    const wait = start + k * intervalMs - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // Due when the timer fired: a late timer is this process's delay, not the server's.
    const dueAt = performance.now();
    const phone = k % agents.length;
    // A phone does one task at a time: the next one starts when it is due and the phone is free.
    busyUntilDone[phone] = busyUntilDone[phone]!.then(() => runTask(k, dueAt));
  }
  await Promise.all(busyUntilDone);
  const durationS = (performance.now() - start) / 1000;
  for (const agent of agents) agent.destroy();
  return summarize(latencies, non2xx, errors, durationS);
}
