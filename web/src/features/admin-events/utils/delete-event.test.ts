import { describe, expect, it } from 'vitest';
import { endedEventDeleteText } from './delete-event';
import { englishT } from './english.test-support';

const exhibit = (checkedIn: number) => ({
  id: 'x',
  name: 'X',
  checkedIn,
  maxCapacity: null,
  inside: 0,
  capacityMode: 'total' as const,
});

describe('endedEventDeleteText', () => {
  it('says how many registrations and check-ins go with the event', () => {
    expect(endedEventDeleteText(englishT, { registered: 123, exhibits: [exhibit(40), exhibit(5)] })).toBe(
      'This event has ended. Deleting it also deletes its 123 registrations and 45 check-ins. This cannot be undone.',
    );
  });

  it('says one in the singular, and none as 0', () => {
    expect(endedEventDeleteText(englishT, { registered: 1, exhibits: [exhibit(1)] })).toBe(
      'This event has ended. Deleting it also deletes its 1 registration and 1 check-in. This cannot be undone.',
    );
    expect(endedEventDeleteText(englishT, { registered: 0, exhibits: [] })).toBe(
      'This event has ended. Deleting it also deletes its 0 registrations and 0 check-ins. This cannot be undone.',
    );
  });

  it('writes large numbers as the English always did, without grouping', () => {
    expect(endedEventDeleteText(englishT, { registered: 1200, exhibits: [exhibit(1500)] })).toContain(
      'its 1200 registrations and 1500 check-ins.',
    );
  });

  it('says it without numbers when they could not be read', () => {
    expect(endedEventDeleteText(englishT, undefined)).toBe(
      'This event has ended. Deleting it also deletes its registrations and check-ins. This cannot be undone.',
    );
  });
});
