import { describe, expect, it } from 'vitest';
import {
  capacityNotice,
  compareColumns,
  GRID_SLACK_ROWS,
  grownGridRows,
  RECORD_PART_ROWS,
  recordParts,
  registrationCapacity,
  rewriteNotice,
  rowBytes,
  splitIntoRuns,
} from './sheet-plan.ts';

describe('registrationCapacity', () => {
  it('is the rows of registrations that fit beside the other tabs, below the header', () => {
    // 10 million cells less 26,000 of Sheet1 and 50 of the small tabs, 11 columns: 906,722 rows, one the header.
    expect(registrationCapacity({ cellLimit: 10_000_000, otherCells: 26_050, columns: 11 })).toBe(906_721);
    expect(registrationCapacity({ cellLimit: 1000, otherCells: 994, columns: 6 })).toBe(0);
    expect(registrationCapacity({ cellLimit: 1000, otherCells: 2000, columns: 6 })).toBe(0);
  });
});

describe('capacityNotice', () => {
  it('says nothing when the event fits', () => {
    expect(capacityNotice({ registrations: 900, capacity: 900, cellLimit: 10_000_000, organiserCells: 0 })).toBeNull();
  });

  it('says how many registrations there are, what a sheet holds, and what it shows', () => {
    expect(
      capacityNotice({ registrations: 1_200_000, capacity: 900_000, cellLimit: 10_000_000, organiserCells: 26_000 }),
    ).toBe(
      'This event has 1,200,000 registrations: a Google Sheet holds at most 10 million cells, about 900,000 rows of registrations. The sheet shows the first 900,000.',
    );
  });

  it("mentions the sheet's other tabs when they take a real share of the room", () => {
    expect(capacityNotice({ registrations: 700, capacity: 660, cellLimit: 40_000, organiserCells: 36_000 })).toBe(
      "This event has 700 registrations: a Google Sheet holds at most 40,000 cells, about 660 rows of registrations beside the sheet's other tabs. The sheet shows the first 660.",
    );
  });

  it('says what to do when there is no room at all', () => {
    expect(capacityNotice({ registrations: 3, capacity: 0, cellLimit: 10_000_000, organiserCells: 9_999_990 })).toBe(
      "This event has 3 registrations, but the sheet's other tabs leave no room for them: a Google Sheet holds at most 10 million cells. Remove or shrink the other tabs.",
    );
  });
});

describe('rewriteNotice', () => {
  it('says how far the rewrite got', () => {
    expect(rewriteNotice(120_000, 1_000_000)).toBe(
      'Writing the sheet: 120,000 of 1,000,000 registrations so far; the rest follows in the background.',
    );
  });
});

describe('splitIntoRuns', () => {
  const rows = Array.from({ length: 10 }, (_, index) => ['Name', `person-${index}@example.com`]);

  it('keeps each run within the rows and the bytes allowed', () => {
    const size = rowBytes(rows[0]!);
    const runs = splitIntoRuns(rows, rowBytes, 4, size * 3);
    expect(runs.map((run) => run.length)).toEqual([3, 3, 3, 1]);
    expect(splitIntoRuns(rows, rowBytes, 4, 1_000_000).map((run) => run.length)).toEqual([4, 4, 2]);
    expect(runs.flat()).toEqual(rows);
  });

  it('puts a row larger than the limit in a run of its own rather than dropping it', () => {
    const big = ['x'.repeat(500)];
    expect(splitIntoRuns([['a'], big, ['b']], rowBytes, 10, 100)).toEqual([[['a']], [big], [['b']]]);
  });

  it('makes no run of nothing', () => {
    expect(splitIntoRuns([], rowBytes, 10, 100)).toEqual([]);
  });
});

describe('compareColumns', () => {
  it('keeps the rows when the columns are the same or only added at the end', () => {
    expect(compareColumns(['a', 'b'], ['a', 'b'])).toBe('same');
    expect(compareColumns(['a', 'b'], ['a', 'b', 'c'])).toBe('widen');
    expect(compareColumns([], ['a'])).toBe('widen');
  });

  it('rewrites them when a column moved or went away', () => {
    expect(compareColumns(['a', 'b'], ['c', 'a', 'b'])).toBe('rewrite');
    expect(compareColumns(['a', 'b'], ['b', 'a'])).toBe('rewrite');
    expect(compareColumns(['a', 'b'], ['a'])).toBe('rewrite');
  });
});

describe('grownGridRows', () => {
  it('leaves the grid alone when the rows fit', () => {
    expect(grownGridRows(101, 100, 5000)).toBe(101);
  });

  it('grows it with some slack, never past the capacity', () => {
    expect(grownGridRows(101, 101, 5000)).toBe(101 + GRID_SLACK_ROWS + 1);
    expect(grownGridRows(101, 101, 150)).toBe(151);
  });
});

describe('recordParts', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, index) => `r${index}`);

  it('cuts a run into parts of RECORD_PART_ROWS, each with the sheet row it starts at', () => {
    const parts = recordParts(rows(RECORD_PART_ROWS * 2 + 3), 7);
    expect(parts.map((part) => [part.first, part.items.length])).toEqual([
      [7, RECORD_PART_ROWS],
      [7 + RECORD_PART_ROWS, RECORD_PART_ROWS],
      [7 + RECORD_PART_ROWS * 2, 3],
    ]);
    expect(parts.flatMap((part) => part.items)).toEqual(rows(RECORD_PART_ROWS * 2 + 3));
  });

  it('keeps a run of one part whole, and gives one empty part for no rows (the progress is still recorded)', () => {
    expect(recordParts(rows(RECORD_PART_ROWS), 2)).toEqual([{ items: rows(RECORD_PART_ROWS), first: 2 }]);
    expect(recordParts([], 12)).toEqual([{ items: [], first: 12 }]);
  });
});
