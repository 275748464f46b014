import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createQrTokens } from './qr-token.ts';

describe('QR pass tokens', () => {
  const tokens = createQrTokens('a'.repeat(40));
  const id = randomUUID();

  it('verifies a token it signed and gives back the registration id', () => {
    expect(tokens.verify(tokens.sign(id))).toBe(id);
  });

  it('refuses altered, forged and malformed tokens', () => {
    const token = tokens.sign(id);
    const otherId = randomUUID();
    expect(tokens.verify(token.replace(id, otherId))).toBeNull();
    expect(tokens.verify(`${token.slice(0, -2)}xx`)).toBeNull();
    expect(tokens.verify(createQrTokens('b'.repeat(40)).sign(id))).toBeNull();
    expect(tokens.verify(id)).toBeNull();
    expect(tokens.verify('')).toBeNull();
    expect(tokens.verify(`v2.${id}.${token.split('.')[2]}`)).toBeNull();
    expect(tokens.verify('visitor@example.com')).toBeNull();
  });

  it('accepts a token with surrounding whitespace, as a scanner may type it', () => {
    expect(tokens.verify(`  ${tokens.sign(id)}\n`)).toBe(id);
  });
});
