/**
 * Handheld USB/Bluetooth barcode scanners act as keyboards: they "type" the code and press Enter,
 * much faster than a person. This collects such a burst from key presses that land on no input,
 * so a pass can be scanned with one while the page shows the camera.
 */
export class KeyboardWedge {
  private buffer = '';
  private lastAt = Number.NEGATIVE_INFINITY;

  /** @param maxGapMs the longest pause between two keys of one scan; a slower key starts over. */
  constructor(private readonly maxGapMs = 80) {}

  /** Feeds one key press; on Enter, returns what was typed at scanner speed (or null). */
  press(key: string, now: number): string | null {
    if (now - this.lastAt > this.maxGapMs) this.buffer = '';
    this.lastAt = now;
    if (key === 'Enter') {
      const text = this.buffer;
      this.buffer = '';
      return text === '' ? null : text;
    }
    if (key.length === 1) this.buffer += key;
    return null;
  }
}
