import { describe, expect, it } from 'vitest';
import { CAROUSEL_STEP, carouselArrows, centredCardIndex, centredScrollLeft } from './carousel';

// Five cards: 5 * 280 + 4 * 24 = 1496 px of content.
const scrollWidth = 1496;

describe('carouselArrows', () => {
  it('shows the left arrow only after more than 10 px of scrolling', () => {
    expect(carouselArrows({ scrollLeft: 10, scrollWidth, clientWidth: 600 }).left).toBe(false);
    expect(carouselArrows({ scrollLeft: 11, scrollWidth, clientWidth: 600 }).left).toBe(true);
  });

  it('shows the right arrow until within 10 px of the end', () => {
    expect(carouselArrows({ scrollLeft: 0, scrollWidth, clientWidth: 600 }).right).toBe(true);
    expect(carouselArrows({ scrollLeft: 885, scrollWidth, clientWidth: 600 }).right).toBe(true);
    expect(carouselArrows({ scrollLeft: 886, scrollWidth, clientWidth: 600 }).right).toBe(false);
  });

  it('shows no arrow when everything fits', () => {
    expect(carouselArrows({ scrollLeft: 0, scrollWidth: 584, clientWidth: 600 })).toEqual({
      left: false,
      right: false,
    });
  });
});

describe('centredScrollLeft', () => {
  it('puts a card in the middle, within the scroll range', () => {
    expect(centredScrollLeft(2, { scrollWidth, clientWidth: 600 })).toBe(2 * CAROUSEL_STEP + 140 - 300);
    expect(centredScrollLeft(0, { scrollWidth, clientWidth: 600 })).toBe(0);
    expect(centredScrollLeft(4, { scrollWidth, clientWidth: 600 })).toBe(scrollWidth - 600);
  });
});

describe('centredCardIndex', () => {
  it('follows the card in the middle', () => {
    const clientWidth = 600;
    expect(
      centredCardIndex({ scrollLeft: centredScrollLeft(2, { scrollWidth, clientWidth }), scrollWidth, clientWidth }, 5),
    ).toBe(2);
    expect(centredCardIndex({ scrollLeft: 0, scrollWidth, clientWidth: 300 }, 5)).toBe(0);
    expect(centredCardIndex({ scrollLeft: scrollWidth - 300, scrollWidth, clientWidth: 300 }, 5)).toBe(4);
  });

  it('is 0 with one card or none', () => {
    expect(centredCardIndex({ scrollLeft: 0, scrollWidth: 280, clientWidth: 600 }, 1)).toBe(0);
    expect(centredCardIndex({ scrollLeft: 0, scrollWidth: 0, clientWidth: 600 }, 0)).toBe(0);
  });
});
