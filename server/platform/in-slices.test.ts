import { describe, expect, it } from 'vitest';
import { mapInSlices } from './in-slices.ts';

describe('mapInSlices', () => {
  it('maps every item in order', async () => {
    const items = Array.from({ length: 2503 }, (_, index) => index);
    expect(await mapInSlices(items, (item) => item * 2, 1000)).toEqual(items.map((item) => item * 2));
    expect(await mapInSlices([], (item: number) => item)).toEqual([]);
  });

  it('lets other work run between slices', async () => {
    const seen: string[] = [];
    const other = new Promise<void>((resolve) =>
      setImmediate(() => {
        seen.push('other');
        resolve();
      }),
    );
    await mapInSlices([1, 2, 3, 4], (item) => seen.push(`item ${item}`), 2);
    await other;
    expect(seen).toEqual(['item 1', 'item 2', 'other', 'item 3', 'item 4']);
  });
});
