import { describe, expect, it } from 'vitest';
import {
  a1Sheet,
  eventTabValues,
  exhibitsTabValues,
  formatters,
  registrationRow,
  registrationsHeader,
  type SheetRegistration,
} from './sheet-values.ts';

const talks = {
  id: 'x1',
  name: 'Talks',
  description: 'Morning talks',
  date: new Date('2026-05-04T10:00:00Z'),
  startTime: '09:00',
  endTime: '10:00',
  maxCapacity: 50,
  isActive: true,
  checkedIn: 1,
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
  checkedIn: 2,
};

const event = {
  name: 'Fair',
  description: 'A fair',
  startDate: new Date('2026-05-03T22:00:00Z'),
  endDate: new Date('2026-05-05T21:59:59.999Z'),
};

const registrations: (SheetRegistration & { id: string })[] = [
  {
    id: 'r1',
    name: '=HYPERLINK("http://evil.example")',
    email: 'ann@example.com',
    phone: '+1 555',
    company: 'ACME',
    createdAt: new Date('2026-05-01T08:05:00Z'),
    status: 'registered',
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
    status: 'registered',
    checkins: new Map([['x2', new Date('2026-05-04T09:45:00Z')]]),
  },
  {
    id: 'r3',
    name: 'Cy',
    email: 'cy@example.com',
    phone: '556',
    company: 'Co',
    createdAt: new Date('2026-05-02T09:00:00Z'),
    status: 'cancelled',
    checkins: new Map(),
  },
];

const registrationsTab = (timezone: string) => {
  const format = formatters(timezone);
  return [
    registrationsHeader([talks, lab], timezone),
    ...registrations.map((registration) => registrationRow(registration, [talks.id, lab.id], format)),
  ];
};

describe('the tabs', () => {
  it('describe the event in the venue time zone, with its totals', () => {
    const totals = { registered: 3, waiting: 2, offered: 1, cancelled: 4, checkedIn: 2 };
    expect(eventTabValues(event, 2, totals, 'Europe/Paris')).toEqual([
      ['Event', 'Fair'],
      ['Description', 'A fair'],
      ['Starts', '2026-05-04 00:00'],
      ['Ends', '2026-05-05 23:59'],
      ['Exhibits', 2],
      ['Registrations', 3],
      ['Waiting', 2],
      ['Offered', 1],
      ['Cancelled', 4],
      ['Checked in', 2],
      ['Time zone', 'Europe/Paris'],
    ]);
  });

  it('end the Event tab with a note when there is one', () => {
    const values = eventTabValues(
      event,
      2,
      { registered: 3, waiting: 0, offered: 0, cancelled: 0, checkedIn: 2 },
      'UTC',
      'The sheet is full.',
    );
    expect(values.at(-1)).toEqual(['Note', 'The sheet is full.']);
  });

  it('list exhibits with their check-in counts', () => {
    expect(exhibitsTabValues([talks, lab], 'Europe/Paris')).toEqual([
      ['Name', 'Description', 'Date', 'Start', 'End', 'Capacity', 'Active', 'Checked in'],
      ['Talks', 'Morning talks', '2026-05-04', '09:00', '10:00', 50, 'Yes', 1],
      ['Lab', '', '2026-05-04', '11:00', '12:00', '', 'No', 2],
    ]);
  });

  it('list registrations with their status and one check-in column per exhibit, values kept as typed', () => {
    expect(registrationsTab('Europe/Paris')).toEqual([
      [
        'Name',
        'Email',
        'Phone',
        'Company',
        'Registered',
        'Status',
        'Talks (2026-05-04 09:00)',
        'Lab (2026-05-04 11:00)',
      ],
      [
        '=HYPERLINK("http://evil.example")',
        'ann@example.com',
        '+1 555',
        'ACME',
        '2026-05-01 10:05',
        'registered',
        '2026-05-04 09:15',
        '2026-05-04 11:30',
      ],
      ['Bob', 'bob@example.com', '555', 'Unknown Company', '2026-05-02 10:05', 'registered', '', '2026-05-04 11:45'],
      ['Cy', 'cy@example.com', '556', 'Co', '2026-05-02 11:00', 'cancelled', '', ''],
    ]);
  });

  it('give an event with nothing yet header rows only', () => {
    expect(exhibitsTabValues([], 'UTC')).toHaveLength(1);
    expect(registrationsHeader([], 'UTC')).toEqual(['Name', 'Email', 'Phone', 'Company', 'Registered', 'Status']);
  });

  it('are the same for the same data (a rewrite changes nothing)', () => {
    expect(registrationsTab('Europe/Paris')).toEqual(registrationsTab('Europe/Paris'));
  });
});

describe('a1Sheet', () => {
  it('quotes a tab title and doubles its quotes', () => {
    expect(a1Sheet('Event')).toBe("'Event'");
    expect(a1Sheet("Bob's")).toBe("'Bob''s'");
  });
});

describe('formatters', () => {
  it("write a minute's time once per minute, whatever the seconds, across midnight and a clock change", () => {
    const format = formatters('Europe/Paris');
    const at = (iso: string) => format.dateTime(new Date(iso));
    expect(at('2026-05-02T21:59:01Z')).toBe('2026-05-02 23:59');
    expect(at('2026-05-02T21:59:59.999Z')).toBe('2026-05-02 23:59');
    expect(at('2026-05-02T22:00:00Z')).toBe('2026-05-03 00:00');
    expect(at('2026-05-02T22:05:30Z')).toBe('2026-05-03 00:05');
    // The night the clocks go back: 02:30 happens twice, an hour apart, and each is its own minute.
    expect(at('2026-10-25T00:30:10Z')).toBe('2026-10-25 02:30');
    expect(at('2026-10-25T01:30:50Z')).toBe('2026-10-25 02:30');
    expect(at('2026-10-25T02:30:00Z')).toBe('2026-10-25 03:30');
    // Asked again, the same answers.
    expect(at('2026-05-02T22:05:59Z')).toBe('2026-05-03 00:05');
    expect(at('2026-10-25T00:30:59Z')).toBe('2026-10-25 02:30');
  });
});
