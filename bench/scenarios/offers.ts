/**
 * Places freed, offered (issue 30 items 3 and 6): after the rush on an event with places, `count`
 * visitors with a place cancel from their own page, through the personal link their pass e-mail
 * carries (`/my-registration/{token}`), one after another as fast as the app answers (alternating
 * over its instances). A cancellation offers the place to the first in line in its own transaction,
 * and their "A place is yours" e-mail goes to the bench's SMTP sink. As each cancellation is
 * answered before the next is sent, the i-th offers the place to position i: each cancellation is
 * matched with the offer e-mail to that person, and timed from when it was sent to that e-mail's
 * arrival. Checked: `count` offers, one to each of positions 1..count, none to anyone else.
 */
import { simpleParser } from 'mailparser';
import { percentile } from '../lib/load.ts';
import type { MailSink, MailWatch, SunkMessage } from '../lib/mail-sink.ts';

export const OFFER_SUBJECT = 'A place is yours';

export interface OffersOptions {
  baseUrls: string[];
  sink: MailSink;
  /** Pass e-mails of visitors with a place, whole (keepPassEmails). */
  passes: SunkMessage[];
  /** The rush's 202 answers: who waits at which position. */
  waitlisted: { position: number; email: string }[];
  count: number;
  timeoutMs: number;
}

export interface OffersResult {
  cancellations: number;
  offers: number;
  /** From each cancellation sent to its offer e-mail's arrival, in the order sent (null: none came; an infinite p99 or max). */
  latenciesMs: (number | null)[];
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** From the first cancellation sent to the last one answered. */
  cancellingS: number;
  /** Empty when every cancellation was answered 200 and every offer went to the right person, once. */
  problems: string[];
}

/** Keeps whole the first `count` pass e-mails for this event that arrive from now on. */
export function keepPassEmails(sink: MailSink, eventName: string, count: number): MailWatch {
  let kept = 0;
  return sink.watch((subject) => subject === `Your pass for ${eventName}` && kept++ < count);
}

/** The personal link's token in an e-mail's text (registration-link.ts: `m1.<id>.<expires>.<mac>`). */
async function personalToken(raw: Buffer): Promise<string | null> {
  const { text } = await simpleParser(raw, { skipImageLinks: true, skipHtmlToText: true });
  return /\/my-registration\/(m1\.[A-Za-z0-9._-]+)/.exec(text ?? '')?.[1] ?? null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function cancelAndOffer(options: OffersOptions): Promise<OffersResult> {
  const problems: string[] = [];
  const tokens: string[] = [];
  for (const pass of options.passes.slice(0, options.count)) {
    const token = pass.raw && (await personalToken(pass.raw));
    if (token) tokens.push(token);
    else problems.push(`no personal link in the pass e-mail to ${pass.to.join(', ')}`);
  }
  if (tokens.length < options.count)
    problems.push(`${tokens.length} pass e-mails to cancel from, ${options.count} wanted`);
  const byPosition = new Map(options.waitlisted.map(({ position, email }) => [position, email.toLowerCase()]));
  const watch = options.sink.watch();
  const sent: number[] = [];
  let cancelled = 0;
  try {
    for (const [i, token] of tokens.entries()) {
      const baseUrl = options.baseUrls[i % options.baseUrls.length]!;
      sent.push(performance.now());
      const answer = await fetch(`${baseUrl}/api/my-registration/${encodeURIComponent(token)}/cancel`, {
        method: 'POST',
      });
      await answer.arrayBuffer();
      if (answer.status === 200) cancelled++;
      else problems.push(`cancellation ${i + 1} answered ${answer.status}`);
    }
    const cancellingS = sent.length ? (performance.now() - sent[0]!) / 1000 : 0;
    const offers = () => watch.messages.filter((message) => message.subject.startsWith(OFFER_SUBJECT));
    const deadline = performance.now() + options.timeoutMs;
    while (offers().length < cancelled && performance.now() < deadline) await sleep(50);
    // A moment more: an offer too many (to someone else, or twice) would arrive now.
    await sleep(500);
    const arrivals = new Map<string, number>();
    for (const offer of offers()) {
      for (const to of offer.to.map((address) => address.toLowerCase())) {
        if (arrivals.has(to)) problems.push(`a second offer to ${to}`);
        else arrivals.set(to, offer.at);
      }
    }
    const latenciesMs = sent.map((at, i) => {
      const arrived = arrivals.get(byPosition.get(i + 1) ?? '');
      return arrived === undefined ? null : arrived - at;
    });
    const missing = latenciesMs.filter((latency) => latency === null).length;
    if (missing) problems.push(`${missing} of ${sent.length} offers did not arrive within ${options.timeoutMs} ms`);
    const due = new Set(sent.map((_, i) => byPosition.get(i + 1)));
    const strays = [...arrivals.keys()].filter((to) => !due.has(to));
    if (strays.length) problems.push(`${strays.length} offers to people not first in line`);
    // An offer that never came counts as the slowest.
    const sorted = latenciesMs.map((latency) => latency ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
    return {
      cancellations: cancelled,
      offers: arrivals.size,
      latenciesMs,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: sorted.at(-1) ?? Number.NaN,
      cancellingS,
      problems,
    };
  } finally {
    watch.stop();
  }
}
