import { describe, expect, it } from 'vitest';
import { emailInput } from '../../../tests/support/email-input.ts';
import { buildCancellationEmail } from './cancellation-email.ts';

const input = emailInput();

describe('the cancellation e-mail (issue 30 item 2)', () => {
  it('confirms the cancellation with when, in the time zone, carries no pass, gives the personal link and keeps names safe', () => {
    const mail = buildCancellationEmail(input, {
      at: new Date('2026-03-03T13:05:00Z'),
      by: 'visitor',
      before: 'registered',
    });
    expect(mail.subject).toBe('Registration cancelled: Robots & Rockets');
    expect(mail.text).toContain('Your registration for Robots & Rockets is cancelled');
    expect(mail.text).toContain('Registration cancelled on 3 March, 14:05.');
    expect(mail.text).toContain('https://events.example.org/my-registration/m1.x');
    expect(mail.text).not.toContain('v2.r1.sig');
    expect(mail.attachments).toBeUndefined();
    expect(mail.html).toContain('Ada &#60;b&#62;Lovelace&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Lovelace');
    expect(mail.replyTo).toBe('help@example.org');
  });

  it('says who cancelled and what was given up: the waiting list left, an offer declined or expired, the organiser and why', () => {
    const at = new Date('2026-03-03T13:05:00Z');
    const text = (cancellation: Omit<Parameters<typeof buildCancellationEmail>[1], 'at'>) =>
      buildCancellationEmail(input, { at, ...cancellation }).text;
    expect(text({ by: 'visitor', before: 'waiting' })).toContain('You left the waiting list for Robots & Rockets.');
    expect(text({ by: 'visitor', before: 'waiting' })).not.toContain('Your pass no longer admits you');
    expect(text({ by: 'visitor', before: 'offered' })).toContain(
      'You declined the place offered to you at Robots & Rockets: it goes to the next person.',
    );
    expect(text({ by: 'system', before: 'offered' })).toContain(
      'The place offered to you at Robots & Rockets was not claimed in time, so it went to the next person on the waiting list.',
    );
    const byOrganiser = text({ by: 'organiser', before: 'registered', reason: 'Double\nbooking' });
    expect(byOrganiser).toContain(
      'The organiser cancelled your registration for Robots & Rockets. Reason: Double booking',
    );
    expect(byOrganiser).toContain('Your pass no longer admits you.');
  });
});
