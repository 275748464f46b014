import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './door-cursor.ts';

describe("the door copy's cursor", () => {
  it('reads back what it wrote: a round start, a full copy under way, a delta under way', () => {
    for (const cursor of [
      { from: 1234, round: null },
      { from: null, round: { target: 900, after: { change: 0, id: 'a-registration' } } },
      { from: 800, round: { target: 900, after: { change: 850, id: 'b' } } },
    ]) {
      expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    }
  });

  it('refuses anything else', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const text of [
      'not a cursor',
      '%%%',
      encode('text'),
      encode({ f: null }),
      encode({ f: -1 }),
      encode({ f: 1.5 }),
      encode({ f: 10, t: 20 }),
      encode({ f: 10, t: 20, c: 5 }),
      encode({ f: 10, extra: true }),
      'x'.repeat(401),
    ]) {
      expect(decodeCursor(text), text).toBeNull();
    }
  });
});
