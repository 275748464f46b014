import { describe, expect, it } from 'vitest';
import {
  CAPACITY_MAX,
  capacityProblem,
  hasPlace,
  placesLeft,
  placesLeftNotice,
  placesToOffer,
} from './event-capacity.ts';

describe('placesLeftNotice', () => {
  it('says nothing for an event without a limit', () => {
    expect(placesLeftNotice(null, null)).toBeNull();
  });

  it('says nothing while 20 or more and at least 10% of the places are left', () => {
    expect(placesLeftNotice(100, 20)).toBeNull();
    expect(placesLeftNotice(1000, 100)).toBeNull();
    expect(placesLeftNotice(CAPACITY_MAX, 100_000)).toBeNull();
  });

  it('counts the places left when fewer than 20 are left, however large the event', () => {
    expect(placesLeftNotice(100, 19)).toBe(19);
    expect(placesLeftNotice(50, 2)).toBe(2);
    expect(placesLeftNotice(50, 1)).toBe(1);
    // A small event: fewer than 20 places in all, so always counted.
    expect(placesLeftNotice(10, 10)).toBe(10);
  });

  it('counts the places left when fewer than 10% are left, even 20 or more', () => {
    expect(placesLeftNotice(1000, 99)).toBe(99);
    expect(placesLeftNotice(10_000, 999)).toBe(999);
    expect(placesLeftNotice(10_000, 1000)).toBeNull();
  });

  it('says the event is full when no place is left', () => {
    expect(placesLeftNotice(3, 0)).toBe('full');
  });
});

describe('places', () => {
  it('gives a place while fewer than the capacity are registered, always without a limit', () => {
    expect(hasPlace(null, 1_000_000, 0)).toBe(true);
    expect(hasPlace(3, 2, 0)).toBe(true);
    expect(hasPlace(3, 3, 0)).toBe(false);
    expect(placesLeft(3, 1, 0)).toBe(2);
    expect(placesLeft(3, 5, 0)).toBe(0);
    expect(placesLeft(null, 5, 0)).toBeNull();
  });

  it('gives no place to a newcomer while anyone waits, even with places added since', () => {
    expect(placesLeft(5, 3, 7)).toBe(0);
    expect(hasPlace(5, 3, 1)).toBe(false);
  });
});

describe('placesToOffer', () => {
  it('offers the places neither registered nor offered, to at most those waiting', () => {
    expect(placesToOffer(10, 9, 0, 5)).toBe(1);
    expect(placesToOffer(10, 8, 1, 5)).toBe(1);
    expect(placesToOffer(10, 2, 0, 5)).toBe(5);
    expect(placesToOffer(10, 10, 0, 5)).toBe(0);
    expect(placesToOffer(10, 9, 0, 0)).toBe(0);
    // An organiser's offer out of turn may hold more places than there are: nothing more is offered.
    expect(placesToOffer(10, 10, 2, 5)).toBe(0);
  });

  it('offers every waiting person a place once the event has no limit', () => {
    expect(placesToOffer(null, 500, 3, 40)).toBe(40);
  });
});

describe('capacityProblem', () => {
  it('allows no limit, the same number as registered, or more', () => {
    expect(capacityProblem(null, 40)).toBeNull();
    expect(capacityProblem(undefined, 40)).toBeNull();
    expect(capacityProblem(40, 40)).toBeNull();
    expect(capacityProblem(41, 40)).toBeNull();
  });

  it('refuses fewer places than people registered, naming how many are', () => {
    expect(capacityProblem(10, 12)).toBe('12 people are already registered: the places cannot be fewer than 12.');
    expect(capacityProblem(1, 1500)).toBe(
      '1,500 people are already registered: the places cannot be fewer than 1,500.',
    );
  });
});
