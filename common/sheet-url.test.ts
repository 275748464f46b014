import { describe, expect, it } from 'vitest';
import {
  NOT_A_SHEETS_LINK_MESSAGE,
  SHEETS_URL_TOO_LONG_MESSAGE,
  sheetsUrlProblem,
  spreadsheetIdFromUrl,
} from './sheet-url.ts';

const ID = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';

describe('spreadsheetIdFromUrl', () => {
  it.each([
    `https://docs.google.com/spreadsheets/d/${ID}/edit`,
    `https://docs.google.com/spreadsheets/d/${ID}/edit#gid=0`,
    `https://docs.google.com/spreadsheets/d/${ID}/edit?usp=sharing`,
    `https://docs.google.com/spreadsheets/d/${ID}`,
    `https://docs.google.com/spreadsheets/d/${ID}/`,
    `https://docs.google.com/spreadsheets/u/1/d/${ID}/edit`,
    `  https://docs.google.com/spreadsheets/d/${ID}/edit  `,
  ])('takes the id from %s', (url) => {
    expect(spreadsheetIdFromUrl(url)).toBe(ID);
  });

  it.each([
    '',
    'not a link',
    ID,
    `http://docs.google.com/spreadsheets/d/${ID}/edit`,
    `https://docs.google.com.evil.example/spreadsheets/d/${ID}/edit`,
    `https://evil.example/docs.google.com/spreadsheets/d/${ID}/edit`,
    `https://user:pass@docs.google.com/spreadsheets/d/${ID}/edit`,
    `https://docs.google.com:8443/spreadsheets/d/${ID}/edit`,
    `https://docs.google.com/document/d/${ID}/edit`,
    'https://docs.google.com/spreadsheets/d/short/edit',
    `https://docs.google.com/spreadsheets/d/${ID}%2F..%2Fx/edit`,
    'https://docs.google.com/spreadsheets/',
    `javascript:alert(1)//docs.google.com/spreadsheets/d/${ID}`,
    `https://docs.google.com/spreadsheets/d/${ID}/edit?${'x'.repeat(2000)}`,
  ])('refuses %s', (url) => {
    expect(spreadsheetIdFromUrl(url)).toBeNull();
  });
});

describe('sheetsUrlProblem', () => {
  it('accepts a sheet link, with spaces around it, and a blank value (which removes the link)', () => {
    expect(sheetsUrlProblem(` https://docs.google.com/spreadsheets/d/${ID}/edit `)).toBeNull();
    expect(sheetsUrlProblem('   ')).toBeNull();
  });

  it('says what is wrong with other links, in the words the server uses', () => {
    expect(sheetsUrlProblem(`https://docs.google.com/document/d/${ID}/edit`)).toBe(NOT_A_SHEETS_LINK_MESSAGE);
    expect(NOT_A_SHEETS_LINK_MESSAGE).toMatch(/^This is not a Google Sheets link\. Paste the link of a Google Sheet/);
    expect(sheetsUrlProblem(`https://docs.google.com/spreadsheets/d/${ID}/edit?${'x'.repeat(2000)}`)).toBe(
      SHEETS_URL_TOO_LONG_MESSAGE,
    );
  });
});
