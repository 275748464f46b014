import { describe, expect, it } from 'vitest';
import { emailInput } from '../../../tests/support/email-input.ts';
import { buildOfferEmail, formatOfferEnd } from './offer-email.ts';

const input = emailInput();

describe('the offer e-mail (issue 30 item 3)', () => {
  it('says the place is theirs until when, in the time zone, links to the claim, and carries no pass', () => {
    const mail = buildOfferEmail(input, new Date('2026-05-29T13:05:00Z'));
    expect(mail.subject).toBe('A place is yours: Robots & Rockets');
    expect(mail.text).toContain('A place at Robots & Rockets has come free, and it is yours.');
    expect(mail.text).toContain(
      'Claim it by Friday 29 May at 15:05: after that it goes to the next person on the waiting list.',
    );
    expect(mail.text).toContain('Claim my place: https://events.example.org/my-registration/m1.x#claim');
    expect(mail.html).toContain('href="https://events.example.org/my-registration/m1.x#claim"');
    expect(mail.text).not.toContain('v2.r1.sig');
    expect(mail.attachments).toBeUndefined();
    expect(mail.html).toContain('Ada &#60;b&#62;Lovelace&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Lovelace');
    expect(mail.replyTo).toBe('help@example.org');
  });

  it('writes the offer end in 24-hour time', () => {
    expect(formatOfferEnd(new Date('2026-05-29T22:30:00Z'), 'UTC')).toContain('22:30');
  });
});
