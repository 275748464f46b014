import { describe, expect, it } from 'vitest';
import { KeyboardWedge } from './keyboard-wedge';

const typeAt = (wedge: KeyboardWedge, text: string, start: number, gap: number) => {
  let at = start;
  let result: string | null = null;
  for (const key of [...text, 'Enter']) {
    result = wedge.press(key, at);
    at += gap;
  }
  return result;
};

describe('KeyboardWedge', () => {
  it('returns a burst typed at scanner speed when Enter ends it', () => {
    expect(typeAt(new KeyboardWedge(80), 'v1.abc', 0, 5)).toBe('v1.abc');
  });

  it('ignores typing at human speed', () => {
    expect(typeAt(new KeyboardWedge(80), 'v1.abc', 0, 200)).toBeNull();
  });

  it('starts over after a pause, keeping only the fast burst', () => {
    const wedge = new KeyboardWedge(80);
    wedge.press('x', 0);
    wedge.press('y', 10);
    expect(typeAt(wedge, 'code', 1000, 5)).toBe('code');
  });

  it('skips keys that type nothing and returns null for a lone Enter', () => {
    const wedge = new KeyboardWedge(80);
    expect(wedge.press('Enter', 0)).toBeNull();
    wedge.press('Shift', 10);
    wedge.press('A', 15);
    wedge.press('Shift', 20);
    wedge.press('b', 25);
    expect(wedge.press('Enter', 30)).toBe('Ab');
  });
});
