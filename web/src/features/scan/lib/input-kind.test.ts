import { describe, expect, it } from 'vitest';
import { isQrToken, lookupInputKind, registrationOfPass } from './input-kind';

const token = 'v2.2f1c7a52-8d9b-4c1e-9a7f-0b3c5d7e9f11.q2Jk9x_-Abcdefghijklmnopqrstuvwxyz0123456';
/** A pass sent before version 2. */
const legacyToken = token.replace('v2.', 'v1.');

describe('lookupInputKind', () => {
  it('recognises a pass token, also with the whitespace a hardware scanner may add', () => {
    expect(isQrToken(token)).toBe(true);
    expect(lookupInputKind(`  ${token}\t`)).toBe('qr');
    expect(lookupInputKind(token.toUpperCase().replace('V2', 'v2'))).toBe('qr');
    expect(isQrToken(legacyToken)).toBe(true);
  });

  it('does not take near misses for a token', () => {
    expect(isQrToken('v3.2f1c7a52-8d9b-4c1e-9a7f-0b3c5d7e9f11.abc')).toBe(false);
    expect(isQrToken('v1.not-a-uuid.abc')).toBe(false);
    expect(isQrToken('v1.2f1c7a52-8d9b-4c1e-9a7f-0b3c5d7e9f11.')).toBe(false);
    expect(isQrToken('v1.2f1c7a52-8d9b-4c1e-9a7f-0b3c5d7e9f11.a b')).toBe(false);
  });

  it('tells e-mail addresses from phone numbers', () => {
    expect(lookupInputKind('Visitor@Example.com')).toBe('email');
    expect(lookupInputKind('+1 (555) 010-2030')).toBe('phone');
    expect(lookupInputKind('5550102030')).toBe('phone');
  });
});

describe('registrationOfPass', () => {
  it('reads the registration a pass names, and nothing from other text', () => {
    expect(registrationOfPass(` ${token} `)).toBe('2f1c7a52-8d9b-4c1e-9a7f-0b3c5d7e9f11');
    expect(registrationOfPass(legacyToken.replace('2f1c7a52', '2F1C7A52'))).toBe(
      '2f1c7a52-8d9b-4c1e-9a7f-0b3c5d7e9f11',
    );
    expect(registrationOfPass('visitor@example.com')).toBeNull();
    expect(registrationOfPass('v1.not-a-uuid.abc')).toBeNull();
  });
});
