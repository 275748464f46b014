import { describe, expect, it } from 'vitest';
import { IDS_PER_STATEMENT, readAfterInPages, readByIds } from './any-of.ts';

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

describe('readAfterInPages', () => {
  const numbers = Array.from({ length: IDS_PER_STATEMENT * 2 + 7 }, (_, i) => i);
  /** Rows after a cursor, as a keyset statement reads them. */
  const readAfter = (counts: number[]) => async (after: number | null, count: number) => {
    counts.push(count);
    return numbers.filter((n) => after === null || n > after).slice(0, count);
  };

  it('reads the rows asked for a statement at a time, each after the last one read', async () => {
    const counts: number[] = [];
    const rows = await readAfterInPages(IDS_PER_STATEMENT * 2 + 3, 4, readAfter(counts), (n) => n);
    expect(rows).toEqual(numbers.slice(5, 5 + IDS_PER_STATEMENT * 2 + 3));
    expect(counts).toEqual([IDS_PER_STATEMENT, IDS_PER_STATEMENT, 3]);
  });

  it('stops at a short statement: no rows are left', async () => {
    const counts: number[] = [];
    expect(await readAfterInPages(10_000, null, readAfter(counts), (n) => n)).toEqual(numbers);
    expect(counts).toEqual([IDS_PER_STATEMENT, IDS_PER_STATEMENT, IDS_PER_STATEMENT]);
  });
});
