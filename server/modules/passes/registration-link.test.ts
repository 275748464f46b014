import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPassLinkTokens } from './pass-link.ts';
import { createQrTokens } from './qr-token.ts';
import { createRegistrationLinkTokens, createRegistrationUrl } from './registration-link.ts';

const DAY = 24 * 60 * 60 * 1000;
const secret = 's'.repeat(40);

describe('personal link tokens (issue 30 item 2)', () => {
  const tokens = createRegistrationLinkTokens(secret);
  const id = randomUUID();
  const now = new Date('2026-05-01T10:00:00Z');
  const expires = new Date('2026-05-10T00:00:00Z');

  it('open the registration they were made for until they expire', () => {
    const token = tokens.sign(id, expires);
    expect(token).toMatch(/^m1\.[0-9a-f-]{36}\.\d+\.[\w-]+$/);
    expect(tokens.verify(token, now)).toEqual({ registrationId: id });
    expect(tokens.verify(token, new Date(expires.getTime() - 1000))).toEqual({ registrationId: id });
    expect(tokens.verify(token, expires)).toBe('expired');
  });

  it('refuse altered, forged and malformed links, QR passes and pass links', () => {
    const token = tokens.sign(id, expires);
    const later = String(Math.floor(expires.getTime() / 1000) + 3600);
    expect(tokens.verify(token.replace(id, randomUUID()), now)).toBe('invalid');
    expect(tokens.verify(token.replace(/\.\d+\./, `.${later}.`), now)).toBe('invalid');
    expect(tokens.verify(`${token.slice(0, -2)}xx`, now)).toBe('invalid');
    expect(tokens.verify(createRegistrationLinkTokens('t'.repeat(40)).sign(id, expires), now)).toBe('invalid');
    expect(tokens.verify(createQrTokens(secret).sign(id), now)).toBe('invalid');
    const passLink = createPassLinkTokens(secret).sign(id, expires);
    expect(tokens.verify(passLink, now)).toBe('invalid');
    expect(tokens.verify(passLink.replace(/^l1/, 'm1'), now)).toBe('invalid');
    expect(tokens.verify('', now)).toBe('invalid');
    expect(tokens.verify('m1.not-an-id.1.x', now)).toBe('invalid');
  });

  it('are neither a QR pass nor a pass link', () => {
    const token = tokens.sign(id, expires);
    expect(createQrTokens(secret).verify(token)).toBeNull();
    expect(createPassLinkTokens(secret).verify(token, now)).toBe('invalid');
  });

  it('made before a rotation of the secret still open', () => {
    const old = createRegistrationLinkTokens('o'.repeat(40)).sign(id, expires);
    expect(createRegistrationLinkTokens(secret, 'o'.repeat(40)).verify(old, now)).toEqual({ registrationId: id });
  });
});

describe('the personal link in an e-mail', () => {
  it('points at /my-registration and lasts until a week after the event (a week from now once it is over)', () => {
    const tokens = createRegistrationLinkTokens(secret);
    const now = new Date('2026-05-01T10:00:00Z');
    const url = createRegistrationUrl({ publicUrl: 'https://events.example.org', tokens, now: () => now });
    const eventEnd = new Date('2026-05-03T23:59:59Z');
    const token = url('0b7c3f4e-1d2a-4c5b-9e8f-7a6b5c4d3e2f', eventEnd).replace(
      'https://events.example.org/my-registration/',
      '',
    );
    expect(tokens.verify(token, new Date(eventEnd.getTime() + 7 * DAY - 1000))).not.toBe('expired');
    expect(tokens.verify(token, new Date(eventEnd.getTime() + 7 * DAY + 1000))).toBe('expired');
    const over = url('0b7c3f4e-1d2a-4c5b-9e8f-7a6b5c4d3e2f', new Date('2026-04-01T00:00:00Z')).split('/').pop()!;
    expect(tokens.verify(over, new Date(now.getTime() + 7 * DAY - 1000))).not.toBe('expired');
    expect(tokens.verify(over, new Date(now.getTime() + 7 * DAY + 1000))).toBe('expired');
  });
});
