/**
 * After a check-in the kiosk shows the success for a while and then returns to its start by itself
 * (box empty and focused), so the next visitor in the queue can scan without anyone tapping.
 */
export const NEXT_VISITOR_AFTER_MS = 8_000;

/**
 * Whole seconds left before the kiosk returns, rounded up: 8 when the success appears, 1 during
 * its last second, 0 once it is time (never below).
 */
export function secondsLeft(shownAt: number, now: number, afterMs = NEXT_VISITOR_AFTER_MS): number {
  return Math.max(0, Math.ceil((shownAt + afterMs - now) / 1_000));
}
