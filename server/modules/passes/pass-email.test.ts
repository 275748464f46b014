import { describe, expect, it } from 'vitest';
import { buildPassEmail, calendarDays } from './pass-email.ts';

/** An event as the server keeps it: 00:00 of its first day to 23:59:59.999 of its last, in `zone`. */
const paris = { start: new Date('2026-11-30T23:00:00.000Z'), end: new Date('2026-12-02T22:59:59.999Z') };

async function calendarOf(startDate: Date, endDate: Date, timezone: string): Promise<string> {
  const message = await buildPassEmail({
    registration: { id: 'r1', name: 'Ada', email: 'ada@example.org', qrCode: 'v1.r1.sig' },
    event: { id: 'e1', name: 'Robot Fair', description: '', startDate, endDate },
    passUrl: 'https://events.example.org/my-pass',
    registrationUrl: 'https://events.example.org/my-registration/m1.x',
    timezone,
  });
  const ics = message.attachments?.find((attachment) => attachment.filename === 'event.ics');
  return String(ics?.content);
}

describe('the calendar file of the pass e-mail', () => {
  it('is an all-day event over the event days, its end the day after the last (iCalendar)', async () => {
    const calendar = await calendarOf(paris.start, paris.end, 'Europe/Paris');
    expect(calendar).toContain('DTSTART;VALUE=DATE:20261201\r\n');
    expect(calendar).toContain('DTEND;VALUE=DATE:20261203\r\n');
    expect(calendar).not.toMatch(/DTSTART:\d/);
  });

  it('is one day for a one-day event, at the end of a month and a year', async () => {
    const newYearsEve = { start: new Date('2026-12-31T05:00:00.000Z'), end: new Date('2027-01-01T04:59:59.999Z') };
    const calendar = await calendarOf(newYearsEve.start, newYearsEve.end, 'America/New_York');
    expect(calendar).toContain('DTSTART;VALUE=DATE:20261231\r\n');
    expect(calendar).toContain('DTEND;VALUE=DATE:20270101\r\n');
  });

  it('takes the days where the venue is, not in UTC', () => {
    expect(calendarDays(paris.start, paris.end, 'Europe/Paris')).toEqual({
      start: new Date('2026-12-01T00:00:00.000Z'),
      end: new Date('2026-12-03T00:00:00.000Z'),
    });
  });
});
