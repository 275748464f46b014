import { describe, expect, it } from 'vitest';
import { changedFields, snapshot } from './audit-changes.ts';

describe("an admin change's changed fields", () => {
  it('lists only the fields that differ, with their before and after, dates as text', () => {
    const before: Record<string, unknown> = {
      name: 'Fair',
      description: 'Old',
      startDate: new Date('2026-12-01T00:00:00Z'),
      capacity: null,
    };
    const after = { name: 'Fair', description: 'New', startDate: new Date('2026-12-02T00:00:00Z'), capacity: 10 };
    expect(changedFields(before, after, ['name', 'description', 'startDate', 'capacity'])).toEqual({
      description: { before: 'Old', after: 'New' },
      startDate: { before: '2026-12-01T00:00:00.000Z', after: '2026-12-02T00:00:00.000Z' },
      capacity: { before: null, after: 10 },
    });
  });

  it('is empty when nothing changed, and ignores fields the change did not name', () => {
    expect(changedFields({ name: 'A', role: 'door' }, { name: 'A' }, ['name', 'role'])).toEqual({});
  });

  it('keeps what a created or deleted record was', () => {
    expect(snapshot({ name: 'Hall', date: new Date('2026-12-01T12:00:00Z'), secret: 'x' }, ['name', 'date'])).toEqual({
      name: 'Hall',
      date: '2026-12-01T12:00:00.000Z',
    });
  });
});
