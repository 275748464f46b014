/** The exhibit carousel's geometry (SPEC section 9). Plain numbers in, plain answers out. */

export const CAROUSEL_CARD_WIDTH = 280;
export const CAROUSEL_GAP = 24;
/** One arrow press scrolls by one card and its gap. */
export const CAROUSEL_STEP = CAROUSEL_CARD_WIDTH + CAROUSEL_GAP;
/** Arrows hide within this many pixels of either end. */
export const CAROUSEL_EDGE = 10;

export interface ScrollBox {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

export function carouselArrows({ scrollLeft, scrollWidth, clientWidth }: ScrollBox): { left: boolean; right: boolean } {
  return {
    left: scrollLeft > CAROUSEL_EDGE,
    right: scrollLeft + clientWidth < scrollWidth - CAROUSEL_EDGE,
  };
}

/** The scroll position that puts the card with this offset in the middle of the box, within range. */
export function centredScrollLeft(cardIndex: number, box: Pick<ScrollBox, 'scrollWidth' | 'clientWidth'>): number {
  const cardCentre = cardIndex * CAROUSEL_STEP + CAROUSEL_CARD_WIDTH / 2;
  const wanted = cardCentre - box.clientWidth / 2;
  return Math.max(0, Math.min(wanted, box.scrollWidth - box.clientWidth));
}

/** The card nearest the middle of the box: the current dot. */
export function centredCardIndex({ scrollLeft, scrollWidth, clientWidth }: ScrollBox, count: number): number {
  if (count <= 1) return 0;
  // At either end the end card is current, even when it cannot reach the middle.
  if (scrollLeft <= CAROUSEL_EDGE) return 0;
  if (scrollLeft + clientWidth >= scrollWidth - CAROUSEL_EDGE) return count - 1;
  const middle = scrollLeft + clientWidth / 2;
  return Math.min(count - 1, Math.max(0, Math.round((middle - CAROUSEL_CARD_WIDTH / 2) / CAROUSEL_STEP)));
}
