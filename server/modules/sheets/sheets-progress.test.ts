import { describe, expect, it } from 'vitest';
import {
  parseProgress,
  rewriteReason,
  type SheetNow,
  type SheetProgress,
  snapshotXmax,
  snapshotXmin,
} from './sheets-progress.ts';

const progress: SheetProgress = {
  v: 2,
  spreadsheetId: 'sheet-1',
  tabId: 7,
  timezone: 'UTC',
  columns: ['a', 'b'],
  rows: 100,
  gridRows: 1101,
  since: '900:905:901',
  pass: null,
  full: false,
};

const now: SheetNow = {
  spreadsheetId: 'sheet-1',
  timezone: 'UTC',
  registrationsTab: { sheetId: 7, title: 'Registrations', rows: 1101, columns: 8 },
  columns: ['a', 'b'],
  capacity: 5000,
};

describe('rewriteReason', () => {
  it('keeps what is written when nothing about the tab changed', () => {
    expect(rewriteReason(progress, now)).toBeNull();
    expect(rewriteReason(progress, { ...now, columns: ['a', 'b', 'c'] })).toBeNull();
  });

  it.each([
    ['first sync', null, now],
    ['another sheet', progress, { ...now, spreadsheetId: 'sheet-2' }],
    ['another time zone', progress, { ...now, timezone: 'Europe/Paris' }],
    ['the Registrations tab is new', progress, { ...now, registrationsTab: undefined }],
    ['the Registrations tab is new', progress, { ...now, registrationsTab: { ...now.registrationsTab!, sheetId: 8 } }],
    [
      'the Registrations tab was resized',
      progress,
      { ...now, registrationsTab: { ...now.registrationsTab!, rows: 1100 } },
    ],
    [
      'the Registrations tab was resized',
      progress,
      { ...now, registrationsTab: { ...now.registrationsTab!, columns: 9 } },
    ],
    ['the exhibits changed', progress, { ...now, columns: ['b', 'a'] }],
    ['less room', progress, { ...now, capacity: 99 }],
    ['more room', { ...progress, full: true }, now],
  ] as [string, SheetProgress | null, SheetNow][])('rewrites the tab whole: %s', (reason, before, current) => {
    expect(rewriteReason(before, current)).toBe(reason);
  });

  it('does not rewrite a full sheet that has no more room', () => {
    expect(rewriteReason({ ...progress, full: true }, { ...now, capacity: 100 })).toBeNull();
  });
});

describe('parseProgress', () => {
  it('reads what was saved, and nothing else', () => {
    expect(parseProgress(JSON.parse(JSON.stringify(progress)))).toEqual(progress);
    expect(parseProgress(null)).toBeNull();
    // A sheet written before the Status column (version 1) is written whole again.
    expect(parseProgress({ ...progress, v: 1 })).toBeNull();
    expect(parseProgress({ ...progress, rows: -1 })).toBeNull();
  });
});

describe('snapshots', () => {
  it("are read from PostgreSQL's text", () => {
    expect(snapshotXmin('900:905:901,903')).toBe('900');
    expect(snapshotXmax('900:905:901,903')).toBe('905');
    expect(() => snapshotXmin('nonsense')).toThrow();
  });
});
