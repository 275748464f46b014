import { describe, expect, it } from 'vitest';
import { cancelledLast, choosePass, orderPasses, withPass } from './pass-choice.ts';

const now = new Date('2026-06-10T12:00:00Z');
const event = (name: string, start: string, end: string) => ({
  name,
  event: { startDate: new Date(start), endDate: new Date(end) },
});
const past = event('past', '2026-06-01T00:00:00Z', '2026-06-01T23:59:59Z');
const recentPast = event('recent past', '2026-06-05T00:00:00Z', '2026-06-05T23:59:59Z');
const upcoming = event('upcoming', '2026-06-20T00:00:00Z', '2026-06-20T23:59:59Z');
const nearUpcoming = event('near upcoming', '2026-06-12T00:00:00Z', '2026-06-12T23:59:59Z');
const ongoing = event('ongoing', '2026-06-10T00:00:00Z', '2026-06-10T23:59:59Z');

describe('which pass the lookup shows', () => {
  it('prefers the ongoing event', () => {
    expect(choosePass([past, upcoming, ongoing, nearUpcoming], now)?.name).toBe('ongoing');
  });
  it('else the nearest upcoming event', () => {
    expect(choosePass([upcoming, past, nearUpcoming], now)?.name).toBe('near upcoming');
  });
  it('else the most recent past event', () => {
    expect(choosePass([past, recentPast], now)?.name).toBe('recent past');
  });
  it('has nothing to show without registrations', () => {
    expect(choosePass([], now)).toBeNull();
  });
});

describe('the order of the door chooser', () => {
  it('lists ongoing, then upcoming by start, then past by most recent, ties in their order', () => {
    const sibling = { ...ongoing, name: 'ongoing sibling' };
    expect(
      orderPasses([past, upcoming, ongoing, recentPast, nearUpcoming, sibling], now).map((pass) => pass.name),
    ).toEqual(['ongoing', 'ongoing sibling', 'near upcoming', 'upcoming', 'recent past', 'past']);
  });
});

describe('the registrations that have a pass', () => {
  it('leaves out those on a waiting list (issue 30), which have none', () => {
    const placed = { registration: { status: 'registered', id: 'a' } };
    const waiting = { registration: { status: 'waiting', id: 'b' } };
    expect(withPass([waiting, placed])).toEqual([placed]);
    expect(withPass([waiting])).toEqual([]);
  });

  it('leaves out cancelled ones too, and the door lists them last (issue 30 item 2)', () => {
    const placed = { registration: { status: 'registered', id: 'a' } };
    const cancelled = { registration: { status: 'cancelled', id: 'c' } };
    const waiting = { registration: { status: 'waiting', id: 'b' } };
    expect(withPass([cancelled, placed])).toEqual([placed]);
    expect(cancelledLast([cancelled, placed, waiting])).toEqual([placed, waiting, cancelled]);
    expect(cancelledLast([cancelled])).toEqual([cancelled]);
  });
});
