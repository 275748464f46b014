import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { DoorOfflineError } from './door-offline-error';
import { admitFailureText, lookupFailureText, resendFailureText, validateFailureText } from './failure-text';
import { doorTranslator } from './test-translator';

const t = doorTranslator('en');

const withMessage = new ApiError(409, '{"message":"Already checked in."}', 'Conflict', 'Already checked in.');
const withoutMessage = new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway', undefined);
const offline = new TypeError('Failed to fetch');

describe('door failure texts', () => {
  it("keep the server's message where it sent one", () => {
    expect(lookupFailureText(t, withMessage)).toBe('Already checked in.');
    expect(resendFailureText(t, withMessage)).toBe('Already checked in.');
    expect(admitFailureText(t, withMessage)).toBe('Already checked in.');
  });

  it("fall back to the SPEC's words where the server sent none", () => {
    expect(lookupFailureText(t, withoutMessage)).toBe('HTTP 502');
    expect(lookupFailureText(t, offline)).toBe('Lookup failed');
    expect(resendFailureText(t, withoutMessage)).toBe('Resend failed');
    expect(resendFailureText(t, offline)).toBe('Resend failed');
    expect(admitFailureText(t, withoutMessage)).toBe('Request failed');
    expect(admitFailureText(t, offline)).toBe('Request failed');
  });

  it("say a pass that could not be checked in the reader's language", () => {
    expect(validateFailureText(t, withMessage)).toBe('Already checked in.');
    expect(validateFailureText(t, offline)).toBe('Failed to validate QR code.');
    const french = doorTranslator('fr');
    expect(validateFailureText(french, offline)).toBe('Impossible de vérifier le code QR.');
    expect(lookupFailureText(french, withoutMessage)).toBe('HTTP 502');
    expect(admitFailureText(french, offline)).toBe('Échec de la requête');
    doorTranslator('en');
  });

  it('say why when the door could not make the call offline', () => {
    const cannot = new DoorOfflineError('Offline: the pass can be sent again once the server answers.');
    expect(resendFailureText(t, cannot)).toBe('Offline: the pass can be sent again once the server answers.');
    expect(lookupFailureText(t, cannot)).toBe(cannot.message);
    expect(admitFailureText(t, cannot)).toBe(cannot.message);
  });
});
