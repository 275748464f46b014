/**
 * Registration rush: POST a registration with a new e-mail address on every call, spread over the
 * events, for a fixed time; then (for the app) wait until the SMTP sink has every pass e-mail.
 */

import { type LoadResult, runLoad } from '../lib/load.ts';
import type { MailSink } from '../lib/mail-sink.ts';

export interface RushOptions {
  baseUrl: string;
  path: string;
  eventIds: string[];
  /** Distinguishes this run's e-mail addresses. */
  tag: string;
  durationS: number;
  connections: number;
  /** The app's SMTP sink; absent for the ceiling, which sends no e-mail. */
  mail?: { sink: MailSink; timeoutMs: number };
  /** Called with each created registration's response body. */
  onCreated?: (body: string) => void;
}

export interface RushResult {
  load: LoadResult;
  registrations: number;
  registrationsPerS: number;
  /** From the start of the rush to the arrival of its last pass e-mail. */
  lastMailAfterStartS?: number;
  /** From the end of the rush to the arrival of its last pass e-mail. */
  lastMailAfterEndS?: number;
}

/** The `n`th visitor of a rush: a new e-mail address (and phone) on every call. */
export const rushVisitor = (tag: string, n: number, eventId: string) => ({
  name: `Rush Visitor ${n}`,
  email: `rush-${tag}-${n}@example.com`,
  phone: `+1 555 ${String(n).padStart(7, '0')}`,
  company: 'Bench Ltd',
  eventId,
});

export async function registrationRush(options: RushOptions): Promise<RushResult> {
  let sequence = 0;
  let created = 0;
  const mailsBefore = options.mail?.sink.received() ?? 0;
  const started = performance.now();
  const load = await runLoad({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.durationS,
    requests: [
      {
        method: 'POST',
        path: options.path,
        headers: { 'content-type': 'application/json' },
        setupRequest(request) {
          const n = sequence++;
          return {
            ...request,
            body: JSON.stringify(rushVisitor(options.tag, n, options.eventIds[n % options.eventIds.length]!)),
          };
        },
        onResponse(status, body) {
          if (status !== 201) return;
          created++;
          options.onCreated?.(body);
        },
      },
    ],
  });
  const ended = performance.now();
  const result: RushResult = { load, registrations: created, registrationsPerS: created / load.durationS };
  if (options.mail) {
    const lastArrival = await options.mail.sink.waitFor(mailsBefore + created, options.mail.timeoutMs);
    result.lastMailAfterStartS = (lastArrival - started) / 1000;
    result.lastMailAfterEndS = Math.max(0, lastArrival - ended) / 1000;
  }
  return result;
}
