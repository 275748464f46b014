import { describe, expect, it } from 'vitest';
import { QR_CID } from '../passes/pass-email.ts';
import { buildReminderEmail, exhibitLine, FREE_YOUR_PLACE, type ReminderEmailInput } from './reminder-email.ts';

const input: ReminderEmailInput = {
  registration: { id: 'r1', name: 'Ada <b>Lovelace</b>', email: 'ada@example.org', qrCode: 'v2.token' },
  event: {
    id: 'e1',
    name: 'Science\r\nFair',
    description: '',
    startDate: new Date('2026-12-01T00:00:00.000Z'),
    endDate: new Date('2026-12-02T23:59:59.999Z'),
  },
  exhibits: [
    { name: 'Robotics Lab', date: new Date('2026-12-01T12:00:00.000Z'), startTime: '10:00', endTime: '12:30' },
  ],
  passUrl: 'https://events.example.org/my-pass',
  registrationUrl: 'https://events.example.org/my-registration/token',
  freePlaceUrl: 'https://events.example.org/my-registration/token',
  timezone: 'UTC',
};

describe('the reminder e-mail', () => {
  it('carries the pass, the days, the exhibits with their times, the pass link and the way to free the place', async () => {
    const mail = await buildReminderEmail(input);
    expect(mail.subject).toBe('Reminder: Science Fair');
    expect(mail.text).toContain('When: Tuesday, December 1, 2026 – Wednesday, December 2, 2026');
    expect(mail.text).toContain('- Robotics Lab: Tuesday, December 1, 10:00–12:30');
    expect(mail.text).toContain('Your pass: https://events.example.org/my-pass');
    expect(mail.text).toContain(`${FREE_YOUR_PLACE}: https://events.example.org/my-registration/token`);
    expect(FREE_YOUR_PLACE).toBe("Can't come? Free your place for someone on the waiting list");
    expect(mail.html).toContain(`cid:${QR_CID}`);
    expect(mail.html).toContain('Ada &#60;b&#62;Lovelace&#60;/b&#62;');
    expect(mail.html).toContain('href="https://events.example.org/my-registration/token"');
    expect(mail.attachments?.map((attachment) => attachment.cid)).toEqual([QR_CID]);
  });

  it("comes in the visitor's language: German words and dates, Arabic right to left", async () => {
    const german = await buildReminderEmail({ ...input, locale: 'de' });
    expect(german.subject).toBe('Erinnerung: Science Fair');
    expect(german.text).toContain('Hallo Ada <b>Lovelace</b>,');
    expect(german.text).toContain('Wann: Dienstag, 1. Dezember 2026 – Mittwoch, 2. Dezember 2026');
    expect(german.text).toContain('- Robotics Lab: Dienstag, 1. Dezember, 10:00–12:30');
    expect(german.text).toContain(
      'Sie können nicht kommen? Geben Sie Ihren Platz für jemanden auf der Warteliste frei: https://events.example.org/my-registration/token',
    );
    expect(german.html).toContain('<html lang="de" dir="ltr">');
    const arabic = await buildReminderEmail({ ...input, locale: 'ar' });
    expect(arabic.subject).toBe('تذكير: Science Fair');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('leaves the exhibits out when the event has none', async () => {
    const mail = await buildReminderEmail({ ...input, exhibits: [] });
    expect(mail.text).not.toContain('Exhibits:');
    expect(exhibitLine(input.exhibits[0]!, 'Pacific/Auckland')).toBe(
      'Robotics Lab: Wednesday, December 2, 10:00–12:30',
    );
  });
});
