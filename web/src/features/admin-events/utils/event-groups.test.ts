import { describe, expect, it } from 'vitest';
import { eventPhase, hasEnded, sortOngoing, sortPast, sortUpcoming } from './event-groups';

const at = (iso: string) => new Date(iso);
const event = (name: string, startDate: string, endDate: string) => ({ name, startDate, endDate });

describe('eventPhase and hasEnded', () => {
  const e = event('e', '2026-05-01T00:00:00.000Z', '2026-05-02T23:59:59.999Z');

  it('is upcoming before the start, ongoing between start and end inclusive, past after the end', () => {
    expect(eventPhase(e, at('2026-04-30T23:59:59.999Z'))).toBe('upcoming');
    expect(eventPhase(e, at('2026-05-01T00:00:00.000Z'))).toBe('ongoing');
    expect(eventPhase(e, at('2026-05-02T23:59:59.999Z'))).toBe('ongoing');
    expect(eventPhase(e, at('2026-05-03T00:00:00.000Z'))).toBe('past');
  });

  it('has ended only once the end date is before now', () => {
    expect(hasEnded(e, at('2026-05-02T23:59:59.999Z'))).toBe(false);
    expect(hasEnded(e, at('2026-05-03T00:00:00.000Z'))).toBe(true);
  });
});

describe('dashboard order', () => {
  const a = event('a', '2026-06-10T00:00:00Z', '2026-06-12T00:00:00Z');
  const b = event('b', '2026-06-01T00:00:00Z', '2026-06-20T00:00:00Z');
  const c = event('c', '2026-06-05T00:00:00Z', '2026-06-06T00:00:00Z');

  it('lists upcoming events soonest first', () => {
    expect(sortUpcoming([a, b, c]).map((x) => x.name)).toEqual(['b', 'c', 'a']);
  });

  it('lists past events newest first', () => {
    expect(sortPast([a, b, c]).map((x) => x.name)).toEqual(['b', 'a', 'c']);
  });

  it('lists ongoing events ending soonest first', () => {
    expect(sortOngoing([a, b, c]).map((x) => x.name)).toEqual(['c', 'a', 'b']);
  });

  it('does not change its input', () => {
    const input = [a, b, c];
    sortUpcoming(input);
    expect(input).toEqual([a, b, c]);
  });
});
