import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Ann "The Hammer", Ltd')).toBe('"Ann ""The Hammer"", Ltd"');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const value of [
      '=HYPERLINK("http://evil")',
      '=1',
      '+1+1',
      "-2+3+cmd|' /C calc'!A0",
      '+A1',
      '-SUM(A1:A9)',
      '+"x"',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
    ]) {
      expect(csvCell(value), value).toBe(`"'${value.replaceAll('"', '""')}"`);
    }
    expect(csvCell('plain')).toBe('"plain"');
  });

  it('leaves phone numbers and numbers as they are: no apostrophe shows in the spreadsheet', () => {
    for (const value of ['+44 20 7946 0000', '+1 (555) 123-4567', '+33.1.23.45.67.89', '-2', '-0.5', '+49/30/1234']) {
      expect(csvCell(value), value).toBe(`"${value}"`);
    }
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
