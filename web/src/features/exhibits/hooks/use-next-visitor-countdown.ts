import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from '../lib/next-visitor';

/** How often the countdown looks at the clock: often enough that each second shows on time. */
const TICK_MS = 250;

/**
 * The seconds left before the kiosk returns to its start, counted from when the calling component
 * appeared; `onDone` runs once they reach 0.
 */
export function useNextVisitorCountdown(onDone: () => void): number {
  const [shownAt] = useState(() => Date.now());
  const [now, setNow] = useState(shownAt);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const left = secondsLeft(shownAt, now);
  useEffect(() => {
    if (left === 0) done.current();
  }, [left]);
  return left;
}
