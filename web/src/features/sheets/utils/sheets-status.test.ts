import { compileCatalogue } from '@common/i18n/compile';
import { createTranslator, flatten } from '@common/i18n/translator';
import deSource from '@common/locales/de/registrations.json?raw';
import enSource from '@common/locales/en/registrations.json?raw';
import { describe, expect, it } from 'vitest';

/** The `registrations` catalogue as the app has it: English, and German falling back to it. */
const catalogue = (source: string) => flatten({ registrations: compileCatalogue(JSON.parse(source)) });
const en = createTranslator('en', catalogue(enSource));
const de = createTranslator('de', catalogue(deSource), en);

import { accessIssueDetail, accessIssueText, howToConfigure, sheetsAccess, shouldAutoSync } from './sheets-status';

const URL_A = 'https://docs.google.com/spreadsheets/d/aaaaaaaaaaaa/edit';
const writable = { connected: true, writable: true };

describe('sheetsAccess and its warning texts', () => {
  it('reads the check', () => {
    expect(sheetsAccess(writable)).toBe('connected');
    expect(sheetsAccess({ connected: true, writable: false })).toBe('read-only');
    expect(sheetsAccess({ connected: false, writable: false })).toBe('no-access');
  });

  it('uses the SPEC sentence of each problem, and none when connected', () => {
    expect(accessIssueText(en.t, 'connected')).toBeNull();
    expect(accessIssueText(en.t, 'read-only')).toBe(
      'The sheet is readable but not writable. Please add the service account as an Editor.',
    );
    expect(accessIssueText(en.t, 'no-access')).toBe(
      'The provided Google Sheets URL is invalid or not accessible with the configured service account.',
    );
    expect(accessIssueText(de.t, 'read-only')).toBe(
      'Die Tabelle ist lesbar, aber nicht bearbeitbar. Bitte fügen Sie das Dienstkonto als Bearbeiter hinzu.',
    );
  });

  it("adds the server's sentence only where it says more", () => {
    expect(accessIssueDetail('no-access', 'This Google Sheet was not found.')).toBe('This Google Sheet was not found.');
    expect(accessIssueDetail('no-access', '  ')).toBeNull();
    expect(accessIssueDetail('read-only', 'The sheet is readable but not writable. Share it with x.')).toBeNull();
  });
});

describe('shouldAutoSync', () => {
  it('starts once the saved link is checked and writable', () => {
    expect(shouldAutoSync({ savedUrl: URL_A, check: writable, alreadyStarted: false })).toBe(true);
  });

  it('starts only once per page', () => {
    expect(shouldAutoSync({ savedUrl: URL_A, check: writable, alreadyStarted: true })).toBe(false);
  });

  it('waits for a check that allows writing', () => {
    expect(shouldAutoSync({ savedUrl: URL_A, check: undefined, alreadyStarted: false })).toBe(false);
    for (const check of [
      { connected: true, writable: false },
      { connected: false, writable: false },
    ]) {
      expect(shouldAutoSync({ savedUrl: URL_A, check, alreadyStarted: false })).toBe(false);
    }
  });

  it('never starts without a saved link', () => {
    expect(shouldAutoSync({ savedUrl: '', check: writable, alreadyStarted: false })).toBe(false);
  });
});

describe('howToConfigure', () => {
  it("keeps the server's instructions without the heading the card already shows", () => {
    expect(
      howToConfigure(
        en.t,
        'Syncing is not configured: whoever runs this server sets GOOGLE_SERVICE_ACCOUNT_KEY to a Google service account key (see .env.example) and restarts it.',
      ),
    ).toBe(
      'Whoever runs this server sets GOOGLE_SERVICE_ACCOUNT_KEY to a Google service account key (see .env.example) and restarts it.',
    );
    expect(howToConfigure(en.t, 'Ask the operator to set GOOGLE_SERVICE_ACCOUNT_KEY.')).toBe(
      'Ask the operator to set GOOGLE_SERVICE_ACCOUNT_KEY.',
    );
  });

  it('says how to configure it when the server gave no message', () => {
    for (const message of [undefined, '', 'Syncing is not configured.']) {
      expect(howToConfigure(en.t, message)).toMatch(
        /^Whoever runs this server sets GOOGLE_SERVICE_ACCOUNT_KEY .*\.env\.example/,
      );
      expect(howToConfigure(de.t, message)).toMatch(/^Wer diesen Server betreibt, setzt GOOGLE_SERVICE_ACCOUNT_KEY/);
    }
  });
});
