import { describe, expect, it } from 'vitest';
import { allowedAdminEmail } from './admin-access.ts';

const policy = { emailDomain: 'org.example', superAdminEmail: 'boss@gmail.example' };
const verified = (email: unknown) => ({ email, email_verified: true });

describe('who may sign in to the admin area', () => {
  it('allows a verified e-mail of exactly the organisation domain, in any case', () => {
    expect(allowedAdminEmail(verified('ann@org.example'), policy)).toBe('ann@org.example');
    expect(allowedAdminEmail(verified('Ann@ORG.Example'), policy)).toBe('ann@org.example');
  });

  it('allows the super admin, and only verified', () => {
    expect(allowedAdminEmail(verified('Boss@Gmail.example'), policy)).toBe('boss@gmail.example');
    expect(allowedAdminEmail({ email: 'boss@gmail.example', email_verified: false }, policy)).toBeNull();
  });

  it('refuses look-alike domains, subdomains and other tricks', () => {
    for (const email of [
      'x@org.example.evil.com',
      'x@evilorg.example',
      'x@sub.org.example',
      'org.example@evil.com',
      'x@org.example@evil.com',
      'x@org.example.',
      '@org.example',
      'x@',
      'x',
      'other@gmail.example',
    ]) {
      expect(allowedAdminEmail(verified(email), policy), email).toBeNull();
    }
  });

  it('refuses unverified or missing e-mails', () => {
    expect(allowedAdminEmail({ email: 'ann@org.example' }, policy)).toBeNull();
    expect(allowedAdminEmail({ email: 'ann@org.example', email_verified: 'true' }, policy)).toBeNull();
    expect(allowedAdminEmail({ email_verified: true }, policy)).toBeNull();
    expect(allowedAdminEmail(verified(42), policy)).toBeNull();
  });

  it('allows nobody by domain when no domain is configured', () => {
    expect(
      allowedAdminEmail(verified('ann@org.example'), { emailDomain: undefined, superAdminEmail: undefined }),
    ).toBeNull();
  });
});
