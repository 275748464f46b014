import { useEffect } from 'react';
import { beep, unlockBeep } from '../lib/beep';

/**
 * The scan beep. Browsers allow sound after the first gesture on the page: any tap or key readies it,
 * and `unlock` readies it again from a click (a phone may suspend audio in between).
 */
export function useBeep(): { beep: () => void; unlock: () => void } {
  useEffect(() => {
    window.addEventListener('pointerdown', unlockBeep, { once: true });
    window.addEventListener('keydown', unlockBeep, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlockBeep);
      window.removeEventListener('keydown', unlockBeep);
    };
  }, []);
  return { beep, unlock: unlockBeep };
}
