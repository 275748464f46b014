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
import { type SQL, sql } from 'drizzle-orm';

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

/**
 * `csvCell` written by the database, for an export of a million rows formatted where they are read
 * (event-report.ts): the same quoting and the same formula rule, JavaScript's `\s` spelled out
 * (tests/api/csv-export.test.ts compares the two on the same cells). The patterns are constants.
 */
const SQL_SPACE = String.raw`\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff`;
const SQL_NUMBER_OR_PHONE = sql.raw(`'^[+-][0-9${SQL_SPACE}.()/-]*$'`);

export function csvCellSql(value: SQL): SQL {
  // The first character decides (ALWAYS_FORMULA, SIGNED); only a signed cell needs the pattern.
  const first = sql`left(${value}, 1)`;
  const formula = sql`(${first} in ('=', '@', E'\t', E'\r') or (${first} in ('+', '-') and ${value} !~ ${SQL_NUMBER_OR_PHONE}))`;
  return sql`('"' || replace(case when ${formula} then '''' || ${value} else ${value} end, '"', '""') || '"')`;
}
