import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Ann "The Hammer", Ltd')).toBe('"Ann ""The Hammer"", Ltd"');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const value of ['=HYPERLINK("http://evil")', '+1+1', '-2', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('+44 20 7946 0000')).toBe(`"'+44 20 7946 0000"`);
    expect(csvCell('plain')).toBe('"plain"');
  });

  it('ends rows with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('"a","b"\r\n"c","d"\r\n');
  });
});
