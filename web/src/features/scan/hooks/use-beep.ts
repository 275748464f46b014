import { useEffect } from 'react';
import { beep, buzz, unlockBeep } from '../lib/beep';

const SOUNDS = { beep, buzz, unlock: unlockBeep };

/**
 * The scan beep and the refusal buzz. Browsers allow sound after the first gesture on the page: any tap or key readies it,
 * and `unlock` readies it again from a click (a phone may suspend audio in between).
 */
export function useBeep(): { beep: () => void; buzz: () => void; unlock: () => void } {
  useEffect(() => {
    window.addEventListener('pointerdown', unlockBeep, { once: true });
    window.addEventListener('keydown', unlockBeep, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlockBeep);
      window.removeEventListener('keydown', unlockBeep);
    };
  }, []);
  return SOUNDS;
}
