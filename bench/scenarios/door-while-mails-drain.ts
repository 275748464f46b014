/**
 * The door while e-mails drain (issue 29 item 14): the event morning, a walk-up registration desk
 * beside the door. Visitors register at once (their pass e-mails queue), the mail server is slow
 * (the sink acknowledges each message after a delay), and the door goes on at a steady rate, paced
 * as in the door scenario (bench/lib/paced.ts), while the e-mails go out and for a while after the
 * last one arrived. Each call counts in the part of the run in which it was due: while e-mails were
 * still going out, or from a second after the last one (the budget is the door's: p99 ≤ 10 ms).
 */
import { type LoadResult, summarize } from '../lib/load.ts';
import type { MailSink } from '../lib/mail-sink.ts';
import { type PacedSample, runPaced } from '../lib/paced.ts';
import { registerVisitors } from '../lib/top-up.ts';
import type { DoorTarget, PairSource } from './door.ts';

export interface DrainOptions {
  emails: number;
  sinkDelayMs: number;
  doorRequestsPerS: number;
  connections: number;
  /** How long the door goes on once the last e-mail arrived. */
  afterS: number;
  timeoutMs: number;
}

export interface DrainResult {
  emails: number;
  /** Registering the visitors, at 10 at a time. */
  registerS: number;
  /** From the door's start (the registrations done) to the last e-mail's arrival at the sink. */
  drainS: number;
  /** Door calls due while e-mails were still going out. */
  during: LoadResult;
  /** Door calls due from a second after the last e-mail arrived. */
  after: LoadResult;
  options: DrainOptions;
}

/** The calls of a run split by when they were due: before `until`, and from `from` on. */
export function splitSamples(samples: PacedSample[], until: number, from: number) {
  const part = (keep: (sample: PacedSample) => boolean): LoadResult => {
    const kept = samples.filter(keep);
    const spanMs = kept.length ? kept[kept.length - 1]!.dueAt - kept[0]!.dueAt : 0;
    return summarize(
      kept.filter((sample) => sample.ok).map((sample) => sample.ms),
      kept.filter((sample) => !sample.ok && !sample.error).length,
      kept.filter((sample) => sample.error).length,
      spanMs / 1000,
    );
  };
  return { during: part((sample) => sample.dueAt < until), after: part((sample) => sample.dueAt >= from) };
}

export async function doorWhileMailsDrain(
  app: { target: DoorTarget; source: PairSource; eventIds: string[]; tag: string; sink: MailSink },
  options: DrainOptions,
  /** Told when the door starts (the visitors registered) and when the last e-mail arrived (a profile's phases). */
  moments?: { doorStarted?: () => void; drained?: () => void },
): Promise<DrainResult> {
  const { sink } = app;
  sink.setDelay(options.sinkDelayMs);
  try {
    const before = sink.received();
    const registering = performance.now();
    await registerVisitors({
      baseUrl: app.target.baseUrl,
      path: '/api/register',
      eventIds: app.eventIds,
      tag: `drain-${app.tag}`,
      count: options.emails,
    });
    const doorStart = performance.now();
    moments?.doorStarted?.();
    let lastMailAt: number | undefined;
    let drainError: unknown;
    const drained = sink.waitFor(before + options.emails, options.timeoutMs).then(
      (at) => {
        lastMailAt = at;
        moments?.drained?.();
        return at;
      },
      (error: unknown) => {
        drainError = error;
        throw error;
      },
    );
    drained.catch(() => {});
    // At most half the pairs left: the door capacity that follows needs new pairs too.
    const reserve = Math.max(4 * options.connections, Math.floor(app.source.remaining() / 2));
    const samples: PacedSample[] = [];
    const headers = { 'content-type': 'application/json', ...app.target.headers };
    await runPaced({
      baseUrl: app.target.baseUrl,
      phones: options.connections,
      tasksPerS: options.doorRequestsPerS,
      durationS: options.timeoutMs / 1000 + options.afterS,
      // The pairs run out (a tiny smoke run on a slow machine): stop rather than admit a pair twice.
      stopWhen: () =>
        drainError !== undefined ||
        app.source.remaining() <= reserve ||
        (lastMailAt !== undefined && performance.now() >= lastMailAt + 1000 + options.afterS * 1000),
      samples,
      task: () => {
        const pair = app.source.take();
        return [
          { method: 'POST', path: app.target.validatePath, headers, body: JSON.stringify({ qrCode: pair.qrCode }) },
          {
            method: 'POST',
            path: app.target.admitPath,
            headers,
            body: JSON.stringify({ registrationId: pair.registrationId, exhibitId: pair.exhibitId }),
          },
        ];
      },
    });
    // The door stopped early when its pairs ran out: the drain is still timed.
    const drainedAt = await drained;
    return {
      emails: options.emails,
      registerS: (doorStart - registering) / 1000,
      drainS: (drainedAt - doorStart) / 1000,
      ...splitSamples(samples, drainedAt, drainedAt + 1000),
      options,
    };
  } finally {
    sink.setDelay(0);
  }
}
