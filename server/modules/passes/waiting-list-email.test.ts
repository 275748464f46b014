import { describe, expect, it } from 'vitest';
import { emailInput } from '../../../tests/support/email-input.ts';
import { buildWaitingListEmail } from './waiting-list-email.ts';

const input = emailInput('UTC');

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
