import { describe, expect, it } from 'vitest';
import { IDS_PER_STATEMENT, readByIds } from './any-of.ts';

describe('readByIds', () => {
  it('reads a statement’s worth of ids at a time and answers all, in order', async () => {
    const ids = Array.from({ length: IDS_PER_STATEMENT * 2 + 5 }, (_, i) => `id-${i}`);
    const chunks: number[] = [];
    const read = await readByIds(ids, async (chunk) => {
      chunks.push(chunk.length);
      return chunk.map((id) => id.toUpperCase());
    });
    expect(chunks).toEqual([IDS_PER_STATEMENT, IDS_PER_STATEMENT, 5]);
    expect(read).toEqual(ids.map((id) => id.toUpperCase()));
  });

  it('sends no statement for no ids', async () => {
    let calls = 0;
    expect(await readByIds([], async () => [++calls])).toEqual([]);
    expect(calls).toBe(0);
  });
});
