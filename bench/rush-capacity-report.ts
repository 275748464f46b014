/**
 * The rows of the rush on an event with places (issue 30 item 6): whether the places held in every
 * round (by SQL; FAIL when not), registrations/s as a ratio of the ceiling on the same database and
 * number of servers, measured in turns (budget ≥ 70%), the cancellations' offers (p99 budget ≤ 5 s;
 * FAIL when one is missing or goes to anyone but the next in line), and when each rush's last e-mail
 * arrived.
 */
import type { Row } from './report.ts';
import { OFFER_SUBJECT, type OffersResult } from './scenarios/offers.ts';
import { BUDGETS, SETTINGS } from './settings.ts';
import type { CapacityResults, CapacityRound } from './targets/rush-capacity.ts';

const pct = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

/** What the database holds, as the row shows it: registered / waiting, positions first-last. */
function holds({ places: { row } }: CapacityRound): string {
  const positions = row.waiting > 0 ? `, positions ${row.firstPosition}-${row.lastPosition}` : '';
  const distinct = row.distinctPositions === row.withPosition ? '' : ` (${row.distinctPositions} distinct)`;
  return `${row.registered} / ${row.waiting}${positions}${distinct}`;
}

const problemsOf = (name: string, rounds: CapacityRound[]) =>
  rounds.flatMap((round, i) => round.places.problems.map((problem) => `${name} round ${i + 1}: ${problem}`));

export function capacityRows(all: CapacityResults[]): Row[] {
  const { places, registrations, connections, rounds } = SETTINGS.rushCapacity;
  const registered = Math.min(places, registrations);
  const waiting = registrations - registered;
  const rushes = rounds === 1 ? '1 rush' : `${rounds} rushes`;
  const rows: Row[] = [];
  for (const { label, app, ceiling, roundRatios, offers } of all) {
    const problems = [...problemsOf('app', app.rounds), ...problemsOf('ceiling', ceiling.rounds)];
    const shown = app.rounds.find((round) => round.places.problems.length) ?? app.rounds[0]!;
    rows.push({
      figure: `${label} event of ${places} places, ${registrations} registrations at once from ${connections} connections: registered / waiting (SQL after each rush, app and ceiling)`,
      value: holds(shown),
      comparison: [`expected ${registered} / ${waiting}, positions 1-${waiting} each once`, ...problems].join('; '),
      verdict: problems.length === 0 ? 'pass' : 'FAIL',
    });
    const ratio = app.registrationsPerS / ceiling.registrationsPerS;
    rows.push({
      figure: `${label} event with places, ${rushes} each in turns with the ceiling: registrations/s (call p50/p99)`,
      value: `${app.registrationsPerS.toFixed(0)}/s (${ms(app.p50Ms)} / ${ms(app.p99Ms)})`,
      comparison: `${pct(ratio)} of ${label} ceiling ${ceiling.registrationsPerS.toFixed(0)}/s (budget ≥ ${pct(BUDGETS.ratioToCeiling)}); rounds ${roundRatios.map(pct).join(', ')}; ceiling p50/p99 ${ms(ceiling.p50Ms)} / ${ms(ceiling.p99Ms)}`,
      verdict: ratio >= BUDGETS.ratioToCeiling ? 'pass' : 'falls short',
    });
    rows.push(offersRow(label, offers));
    const mails = app.rounds.map((round) => round.lastMailAfterEndS ?? Number.NaN);
    rows.push({
      figure: `${label} event with places: the last of each rush's ${registrations} e-mails (passes, waiting-list notes) arrived`,
      value: mails.map((s) => `${s.toFixed(1)} s`).join(', '),
      comparison: `after the rush's last answer; the rushes took ${app.rounds.map((round) => `${round.rush.durationS.toFixed(1)} s`).join(', ')}`,
      verdict: 'info',
    });
  }
  return rows;
}

/** Cancellations -> offers: p50/p99 from a cancellation to its offer e-mail; FAIL when an offer is missing or astray. */
function offersRow(label: string, offers: OffersResult): Row {
  const s = (valueMs: number) => (Number.isFinite(valueMs) ? `${(valueMs / 1000).toFixed(2)} s` : 'never');
  const count = SETTINGS.rushCapacity.cancellations;
  const ok = offers.problems.length === 0;
  return {
    figure: `${label} ${count} cancellations from the pass e-mail's link, one after another -> offers e-mailed: cancellation to "${OFFER_SUBJECT}" e-mail p50/p99 (max)`,
    value: `${s(offers.p50Ms)} / ${s(offers.p99Ms)} (${s(offers.maxMs)})`,
    comparison: [
      `p99 budget ≤ ${s(BUDGETS.offerP99Ms)}; ${offers.offers} offers${ok ? `, to positions 1-${count} each once` : ''}; the cancellations took ${offers.cancellingS.toFixed(1)} s`,
      ...offers.problems,
    ].join('; '),
    verdict: ok ? (offers.p99Ms <= BUDGETS.offerP99Ms ? 'pass' : 'falls short') : 'FAIL',
  };
}

/** Every place count or position that is wrong, every call not answered as it should, every offer missing or astray. */
export function capacityFailures(all: CapacityResults[]): string[] {
  return all.flatMap(({ label, app, ceiling, offers }) =>
    [...problemsOf('app', app.rounds), ...problemsOf('ceiling', ceiling.rounds), ...offers.problems].map(
      (problem) => `rush-capacity ${label} ${problem}`,
    ),
  );
}
