import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createQrTokens } from './qr-token.ts';

const SECRET = 'a'.repeat(40);
const PREVIOUS = 'p'.repeat(40);

/** A pass as the app signed it before keys were derived: under the secret itself. */
const legacyPass = (secret: string, id: string) =>
  `v1.${id}.${createHmac('sha256', secret).update(`v1.${id}`).digest('base64url')}`;

describe('QR pass tokens', () => {
  const tokens = createQrTokens(SECRET);
  const id = randomUUID();

  it('verifies a token it signed and gives back the registration id', () => {
    expect(tokens.sign(id)).toMatch(/^v2\./);
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
    expect(tokens.verify(`v1.${id}.${token.split('.')[2]}`)).toBeNull();
    expect(tokens.verify(`v3.${id}.${token.split('.')[2]}`)).toBeNull();
    expect(tokens.verify(`constructor.${id}.${token.split('.')[2]}`)).toBeNull();
    expect(tokens.verify('visitor@example.com')).toBeNull();
  });

  it('accepts a token with surrounding whitespace, as a scanner may type it', () => {
    expect(tokens.verify(`  ${tokens.sign(id)}\n`)).toBe(id);
  });

  it('still accepts the passes already sent (v1, signed with the secret itself)', () => {
    expect(tokens.verify(legacyPass(SECRET, id))).toBe(id);
    expect(tokens.verify(legacyPass('b'.repeat(40), id))).toBeNull();
  });

  it('does not sign a pass with the key it would take from the secret itself (nor from the cookie key)', () => {
    const signature = tokens.sign(id).split('.')[2];
    expect(signature).not.toBe(legacyPass(SECRET, id).split('.')[2]);
    expect(signature).not.toBe(createHmac('sha256', SECRET).update(`v2.${id}`).digest('base64url'));
  });

  it('after a rotation, signs with the new secret and still accepts passes of the previous one', () => {
    const rotated = createQrTokens(SECRET, PREVIOUS);
    const before = createQrTokens(PREVIOUS);
    expect(rotated.verify(before.sign(id))).toBe(id);
    expect(rotated.verify(legacyPass(PREVIOUS, id))).toBe(id);
    expect(rotated.sign(id)).toBe(tokens.sign(id));
    expect(before.verify(rotated.sign(id))).toBeNull();
    // Without the previous secret, its passes are refused.
    expect(tokens.verify(before.sign(id))).toBeNull();
  });
});
