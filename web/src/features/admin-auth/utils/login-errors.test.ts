import { describe, expect, it } from 'vitest';
import { ACCESS_DENIED, loginError } from './login-errors';

describe('loginError', () => {
  it('explains Access Denied for unauthorized', () => {
    expect(loginError('unauthorized')).toBe(ACCESS_DENIED);
    expect(ACCESS_DENIED.message).toMatch(/domain and the super admin can access the admin portal/);
  });

  it.each([
    ['signin_failed', 'Sign-in failed'],
    ['oidc_not_configured', 'Single sign-on is not set up'],
    ['provider_unavailable', 'Identity provider unavailable'],
    ['something_else', 'Sign-in failed'],
  ])('has a clear message for %s', (value, title) => {
    const error = loginError(value);
    expect(error?.title).toBe(title);
    expect(error?.message.length).toBeGreaterThan(20);
  });

  it('says nothing without an error', () => {
    expect(loginError(null)).toBeNull();
    expect(loginError('')).toBeNull();
    expect(loginError('  ')).toBeNull();
  });
});
