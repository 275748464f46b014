import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPassLinkTokens, createPassUrl, passLinkExpiry } from './pass-link.ts';
import { createQrTokens } from './qr-token.ts';

const DAY = 24 * 60 * 60 * 1000;
const secret = 's'.repeat(40);

describe('pass link tokens', () => {
  const tokens = createPassLinkTokens(secret);
  const id = randomUUID();
  const now = new Date('2026-05-01T10:00:00Z');
  const expires = new Date('2026-05-10T00:00:00Z');

  it('opens the registration it was made for until it expires', () => {
    const token = tokens.sign(id, expires);
    expect(token).toMatch(/^l1\.[0-9a-f-]{36}\.\d+\.[\w-]+$/);
    expect(tokens.verify(token, now)).toEqual({ registrationId: id });
    expect(tokens.verify(token, new Date(expires.getTime() - 1000))).toEqual({ registrationId: id });
    expect(tokens.verify(token, expires)).toBe('expired');
  });

  it('refuses altered, forged and malformed links, and QR passes', () => {
    const token = tokens.sign(id, expires);
    const later = String(Math.floor(expires.getTime() / 1000) + 3600);
    expect(tokens.verify(token.replace(id, randomUUID()), now)).toBe('invalid');
    expect(tokens.verify(token.replace(/\.\d+\./, `.${later}.`), now)).toBe('invalid');
    expect(tokens.verify(`${token.slice(0, -2)}xx`, now)).toBe('invalid');
    expect(tokens.verify(createPassLinkTokens('t'.repeat(40)).sign(id, expires), now)).toBe('invalid');
    expect(tokens.verify(createQrTokens(secret).sign(id), now)).toBe('invalid');
    expect(tokens.verify('', now)).toBe('invalid');
    expect(tokens.verify('l1.not-an-id.1.x', now)).toBe('invalid');
  });

  it('is never a QR pass', () => {
    expect(createQrTokens(secret).verify(tokens.sign(id, expires))).toBeNull();
  });
});

describe('when a pass link expires', () => {
  it('a week after its event ends, or a week after it is made for an event already over', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    const eventEnd = new Date('2026-06-01T00:00:00Z');
    expect(passLinkExpiry(eventEnd, now)).toEqual(new Date(eventEnd.getTime() + 7 * DAY));
    const ended = new Date('2026-04-01T00:00:00Z');
    expect(passLinkExpiry(ended, now)).toEqual(new Date(now.getTime() + 7 * DAY));
  });
});

describe('the link in a pass e-mail', () => {
  const tokens = createPassLinkTokens(secret);
  const now = () => new Date('2026-05-01T10:00:00Z');
  const id = randomUUID();

  it('is the lookup page with PASS_LOOKUP=show (the SPEC)', () => {
    const url = createPassUrl({ mode: 'show', publicUrl: 'https://events.example.org', tokens, now });
    expect(url(id, new Date('2026-06-01T00:00:00Z'))).toBe('https://events.example.org/my-pass');
  });

  it('shows the pass itself with PASS_LOOKUP=email', () => {
    const url = createPassUrl({ mode: 'email', publicUrl: 'https://events.example.org', tokens, now });
    const link = new URL(url(id, new Date('2026-06-01T00:00:00Z')));
    expect(link.origin + link.pathname).toBe('https://events.example.org/my-pass');
    expect(tokens.verify(link.searchParams.get('token')!, now())).toEqual({ registrationId: id });
  });
});
