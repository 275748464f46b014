import { compileCatalogue } from '@common/i18n/compile';
import { createTranslator, flatten } from '@common/i18n/translator';
import en from '@common/locales/en/staff.json';
import fr from '@common/locales/fr/staff.json';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { loginError, signInFailure } from './login-errors';

const translator = (locale: string, catalogue: Record<string, string>) =>
  createTranslator(locale, flatten({ staff: compileCatalogue(catalogue) })).t;
const t = translator('en', en);

describe('loginError', () => {
  it('explains Access Denied for unauthorized', () => {
    const error = loginError(t, 'unauthorized');
    expect(error?.title).toBe('Access Denied');
    expect(error?.message).toMatch(/domain and the super admin can access the admin portal/);
  });

  it.each([
    ['signin_failed', 'Sign-in failed'],
    ['oidc_not_configured', 'Single sign-on is not set up'],
    ['account_disabled', 'Account disabled'],
    ['provider_unavailable', 'Identity provider unavailable'],
    ['something_else', 'Sign-in failed'],
    ['constructor', 'Sign-in failed'],
  ])('has a clear message for %s', (value, title) => {
    const error = loginError(t, value);
    expect(error?.title).toBe(title);
    expect(error?.message.length).toBeGreaterThan(20);
  });

  it('says nothing without an error', () => {
    expect(loginError(t, null)).toBeNull();
    expect(loginError(t, '')).toBeNull();
    expect(loginError(t, '  ')).toBeNull();
  });

  it('says it in French', () => {
    const tFr = translator('fr', fr);
    expect(loginError(tFr, 'unauthorized')?.title).toBe('Accès refusé');
    expect(loginError(tFr, 'something_else')?.message).toBe(
      'Un problème est survenu lors de la connexion. Veuillez réessayer.',
    );
  });
});

describe('a refused sign-in', () => {
  const wrong = new ApiError(
    401,
    '{"message":"Incorrect username or password."}',
    'Unauthorized',
    'Incorrect username or password.',
  );
  it('names a wrong username or password, in the reader language', () => {
    expect(signInFailure(t, wrong)).toBe('Incorrect username or password.');
    expect(signInFailure(translator('fr', fr), wrong)).toBe("Nom d'utilisateur ou mot de passe incorrect.");
  });

  it("gives the server's other answers, else the fallback", () => {
    const limited = new ApiError(429, '{"message":"Too many attempts."}', 'Too Many Requests', 'Too many attempts.');
    expect(signInFailure(t, limited)).toBe('Too many attempts.');
    expect(signInFailure(t, new TypeError('Failed to fetch'))).toBe('Sign-in failed. Please try again.');
  });
});
