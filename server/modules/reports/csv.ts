/**
 * CSV for spreadsheets: every cell quoted, and a cell that a spreadsheet would run as a formula
 * prefixed with an apostrophe (docs/decisions/021-first-time-use.md).
 *
 * A cell starting with =, @, tab or carriage return is prefixed whatever follows. One starting with
 * + or - is prefixed unless it is a plain number or phone number (digits, spaces and . ( ) - /
 * after the sign): such a cell can hold no function call, cell reference or quote, so a spreadsheet
 * reading it as a formula could at most compute a number, and the apostrophe would show in it
 * ("'+44 20 7946 0000").
 */
const ALWAYS_FORMULA = /^[=@\t\r]/;
const SIGNED = /^[+-]/;
const NUMBER_OR_PHONE = /^[+-][\d\s.()/-]*$/;

export function csvCell(value: string): string {
  const formula = ALWAYS_FORMULA.test(value) || (SIGNED.test(value) && !NUMBER_OR_PHONE.test(value));
  const safe = formula ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
