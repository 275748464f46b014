import { describe, expect, it } from 'vitest';
import { a1Sheet, buildSheetTabs, type SheetData } from './sheet-values.ts';

const talks = {
  id: 'x1',
  name: 'Talks',
  description: 'Morning talks',
  date: new Date('2026-05-04T10:00:00Z'),
  startTime: '09:00',
  endTime: '10:00',
  maxCapacity: 50,
  isActive: true,
};
const lab = {
  ...talks,
  id: 'x2',
  name: 'Lab',
  description: null,
  startTime: '11:00',
  endTime: '12:00',
  maxCapacity: null,
  isActive: false,
};

const data: SheetData = {
  event: {
    name: 'Fair',
    description: 'A fair',
    startDate: new Date('2026-05-03T22:00:00Z'),
    endDate: new Date('2026-05-05T21:59:59.999Z'),
  },
  exhibits: [talks, lab],
  registrations: [
    {
      id: 'r1',
      name: '=HYPERLINK("http://evil.example")',
      email: 'ann@example.com',
      phone: '+1 555',
      company: 'ACME',
      createdAt: new Date('2026-05-01T08:05:00Z'),
      checkins: new Map([
        ['x1', new Date('2026-05-04T07:15:00Z')],
        ['x2', new Date('2026-05-04T09:30:00Z')],
      ]),
    },
    {
      id: 'r2',
      name: 'Bob',
      email: 'bob@example.com',
      phone: '555',
      company: 'Unknown Company',
      createdAt: new Date('2026-05-02T08:05:00Z'),
      checkins: new Map([['x2', new Date('2026-05-04T09:45:00Z')]]),
    },
    {
      id: 'r3',
      name: 'Cy',
      email: 'cy@example.com',
      phone: '556',
      company: 'Co',
      createdAt: new Date('2026-05-02T09:00:00Z'),
      checkins: new Map(),
    },
  ],
};

describe('buildSheetTabs', () => {
  const [event, exhibits, registrations] = buildSheetTabs(data, 'Europe/Paris');

  it('makes the Event, Exhibits and Registrations tabs', () => {
    expect([event?.title, exhibits?.title, registrations?.title]).toEqual(['Event', 'Exhibits', 'Registrations']);
  });

  it('describes the event in the venue time zone, with its totals', () => {
    expect(event?.values).toEqual([
      ['Event', 'Fair'],
      ['Description', 'A fair'],
      ['Starts', '2026-05-04 00:00'],
      ['Ends', '2026-05-05 23:59'],
      ['Exhibits', 2],
      ['Registrations', 3],
      ['Checked in', 2],
      ['Time zone', 'Europe/Paris'],
    ]);
  });

  it('lists exhibits with their check-in counts', () => {
    expect(exhibits?.values).toEqual([
      ['Name', 'Description', 'Date', 'Start', 'End', 'Capacity', 'Active', 'Checked in'],
      ['Talks', 'Morning talks', '2026-05-04', '09:00', '10:00', 50, 'Yes', 1],
      ['Lab', '', '2026-05-04', '11:00', '12:00', '', 'No', 2],
    ]);
  });

  it('lists registrations with one check-in column per exhibit, values kept as typed', () => {
    expect(registrations?.values).toEqual([
      ['Name', 'Email', 'Phone', 'Company', 'Registered', 'Talks (2026-05-04 09:00)', 'Lab (2026-05-04 11:00)'],
      [
        '=HYPERLINK("http://evil.example")',
        'ann@example.com',
        '+1 555',
        'ACME',
        '2026-05-01 10:05',
        '2026-05-04 09:15',
        '2026-05-04 11:30',
      ],
      ['Bob', 'bob@example.com', '555', 'Unknown Company', '2026-05-02 10:05', '', '2026-05-04 11:45'],
      ['Cy', 'cy@example.com', '556', 'Co', '2026-05-02 11:00', '', ''],
    ]);
  });

  it('gives an event with nothing yet header rows only', () => {
    const [, emptyExhibits, emptyRegistrations] = buildSheetTabs({ ...data, exhibits: [], registrations: [] }, 'UTC');
    expect(emptyExhibits?.values).toHaveLength(1);
    expect(emptyRegistrations?.values).toEqual([['Name', 'Email', 'Phone', 'Company', 'Registered']]);
  });

  it('is the same for the same data (a rewrite changes nothing)', () => {
    expect(buildSheetTabs(data, 'Europe/Paris')).toEqual(buildSheetTabs(data, 'Europe/Paris'));
  });
});

describe('a1Sheet', () => {
  it('quotes a tab title and doubles its quotes', () => {
    expect(a1Sheet('Event')).toBe("'Event'");
    expect(a1Sheet("Bob's")).toBe("'Bob''s'");
  });
});
