import { describe, expect, it } from 'vitest';
import { blankFieldLabels, missingFieldsText } from './missing-fields';

describe('missingFieldsText', () => {
  it('names the fields still blank and what filling them in allows', () => {
    expect(missingFieldsText(['Company'], 'register')).toBe('Fill in Company to register.');
    expect(missingFieldsText(['Phone Number', 'Company'], 'register')).toBe(
      'Fill in Phone Number and Company to register.',
    );
    expect(missingFieldsText(['Event Name', 'Start Date', 'End Date'], 'create the event')).toBe(
      'Fill in Event Name, Start Date and End Date to create the event.',
    );
  });
});

describe('blankFieldLabels', () => {
  it('names the fields that are empty, unset or only spaces, in order', () => {
    expect(
      blankFieldLabels([
        ['Expo', 'Event Name'],
        ['', 'Start Date'],
        [undefined, 'End Date'],
        ['   ', 'Company'],
      ]),
    ).toEqual(['Start Date', 'End Date', 'Company']);
    expect(blankFieldLabels([['2026-05-01', 'Date']])).toEqual([]);
  });
});
