import { useEffect } from 'react';
import { isQrToken } from '../lib/input-kind';
import { KeyboardWedge } from '../lib/keyboard-wedge';

/**
 * A handheld scanner used while the camera shows: its keystrokes land on no input, so they are read
 * from the window. `onScan` gets each pass it types and answers whether it took it (then the Enter
 * goes no further).
 */
export function useHandheldScanner(enabled: boolean, onScan: (code: string) => boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const wedge = new KeyboardWedge();
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const text = wedge.press(event.key, event.timeStamp)?.trim();
      if (!text || !isQrToken(text)) return;
      if (onScan(text)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, onScan]);
}
