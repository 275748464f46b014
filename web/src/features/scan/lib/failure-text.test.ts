import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { DoorOfflineError } from './door-offline-error';
import { admitFailureText, lookupFailureText, resendFailureText } from './failure-text';

const withMessage = new ApiError(409, '{"message":"Already checked in."}', 'Conflict', 'Already checked in.');
const withoutMessage = new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway', undefined);
const offline = new TypeError('Failed to fetch');

describe('door failure texts', () => {
  it("keep the server's message where it sent one", () => {
    expect(lookupFailureText(withMessage)).toBe('Already checked in.');
    expect(resendFailureText(withMessage)).toBe('Already checked in.');
    expect(admitFailureText(withMessage)).toBe('Already checked in.');
  });

  it("fall back to the SPEC's words where the server sent none", () => {
    expect(lookupFailureText(withoutMessage)).toBe('HTTP 502');
    expect(lookupFailureText(offline)).toBe('Lookup failed');
    expect(resendFailureText(withoutMessage)).toBe('Resend failed');
    expect(resendFailureText(offline)).toBe('Resend failed');
    expect(admitFailureText(withoutMessage)).toBe('Request failed');
    expect(admitFailureText(offline)).toBe('Request failed');
  });

  it('say why when the door could not make the call offline', () => {
    const cannot = new DoorOfflineError('Offline: the pass can be sent again once the server answers.');
    expect(resendFailureText(cannot)).toBe('Offline: the pass can be sent again once the server answers.');
    expect(lookupFailureText(cannot)).toBe(cannot.message);
    expect(admitFailureText(cannot)).toBe(cannot.message);
  });
});
