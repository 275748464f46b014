/**
 * Whether a full event's places held in a rush (issue 30 item 6): read by SQL on the database after
 * the rush, and compared with what was sent and what the API answered. Exactly `places` registered,
 * the rest waiting with positions 1..n, each once, none offered; the kept counts (decision 030), from
 * which the next registration decides, agree with the rows; each 201 is a place and each 202 a position.
 */

/** $1: the event. Every figure is an int (PGlite and pg alike). */
export const PLACES_SQL = `select count(*)::int as "total",
    (count(*) filter (where status = 'registered'))::int as "registered",
    (count(*) filter (where status = 'waiting'))::int as "waiting",
    (count(*) filter (where status = 'offered'))::int as "offered",
    count(waiting_position)::int as "withPosition",
    count(distinct waiting_position)::int as "distinctPositions",
    coalesce(min(waiting_position), 0)::int as "firstPosition",
    coalesce(max(waiting_position), 0)::int as "lastPosition",
    (select coalesce(sum(registered), 0)::int from event_counts where event_id = $1) as "countedRegistered",
    (select coalesce(sum(waiting), 0)::int from event_counts where event_id = $1) as "countedWaiting",
    (select coalesce(sum(offered), 0)::int from event_counts where event_id = $1) as "countedOffered"
  from registrations where event_id = $1`;

export interface PlacesRow {
  total: number;
  registered: number;
  waiting: number;
  offered: number;
  withPosition: number;
  distinctPositions: number;
  firstPosition: number;
  lastPosition: number;
  countedRegistered: number;
  countedWaiting: number;
  countedOffered: number;
}

/** What the API answered in the rush. */
export interface PlacesAnswers {
  /** 201 answers. */
  registered: number;
  /** The positions of the 202 answers, in any order. */
  positions: number[];
  /** Answers neither 201 nor 202, and calls that got no answer. */
  failed: number;
}

export interface PlacesCheck {
  row: PlacesRow;
  /** Empty when every figure is right. */
  problems: string[];
}

export function judgePlaces(
  sent: { registrations: number; places: number },
  row: PlacesRow,
  answers: PlacesAnswers,
): PlacesCheck {
  const registered = Math.min(sent.places, sent.registrations);
  const waiting = sent.registrations - registered;
  const problems: string[] = [];
  const expect = (what: string, actual: number, expected: number) => {
    if (actual !== expected) problems.push(`${what}: ${actual}, expected ${expected}`);
  };
  expect('rows', row.total, sent.registrations);
  expect('registered', row.registered, registered);
  expect('waiting', row.waiting, waiting);
  // Nobody cancelled in a rush, so nothing was offered.
  expect('offered', row.offered, 0);
  expect('waiting positions', row.withPosition, waiting);
  expect('distinct waiting positions', row.distinctPositions, waiting);
  expect('first position', row.firstPosition, waiting > 0 ? 1 : 0);
  expect('last position', row.lastPosition, waiting);
  expect('kept registered count', row.countedRegistered, row.registered);
  expect('kept waiting count', row.countedWaiting, row.waiting);
  expect('kept offered count', row.countedOffered, row.offered);
  expect('201 answers', answers.registered, registered);
  expect('202 answers', answers.positions.length, waiting);
  expect('failed calls', answers.failed, 0);
  const sorted = [...answers.positions].sort((a, b) => a - b);
  const wrong = sorted.findIndex((position, i) => position !== i + 1);
  if (wrong >= 0) problems.push(`answered positions: ${sorted[wrong]} where ${wrong + 1} was due`);
  return { row, problems };
}
