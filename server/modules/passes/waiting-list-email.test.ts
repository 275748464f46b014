import { describe, expect, it } from 'vitest';
import type { PassEmailInput } from './pass-email.ts';
import { buildWaitingListEmail } from './waiting-list-email.ts';

const input: PassEmailInput = {
  registration: { id: 'r1', name: 'Ada <b>Lovelace</b>', email: 'ada@example.com', qrCode: 'v2.r1.sig' },
  event: {
    id: 'e1',
    name: 'Robots &\r\nRockets',
    description: '',
    startDate: new Date('2026-06-01T00:00:00Z'),
    endDate: new Date('2026-06-01T23:59:59.999Z'),
  },
  passUrl: 'https://events.example.org/my-pass',
  registrationUrl: 'https://events.example.org/my-registration/m1.x',
  timezone: 'UTC',
  supportEmail: 'help@example.org',
};

describe('the waiting list e-mail', () => {
  it('gives the place in line and the event, carries no pass, and keeps names safe', () => {
    const mail = buildWaitingListEmail(input, 4);
    expect(mail.subject).toBe('Waiting list for Robots & Rockets: position 4');
    expect(mail.text).toContain('You are on the waiting list, position 4.');
    expect(mail.text).toContain('When: Monday, June 1, 2026');
    expect(mail.text).toContain('You have no pass yet, so you cannot be admitted at the door.');
    expect(mail.text).not.toContain('v2.r1.sig');
    expect(mail.attachments).toBeUndefined();
    expect(mail.html).toContain('Ada &#60;b&#62;Lovelace&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Lovelace');
    expect(mail.replyTo).toBe('help@example.org');
  });
});
