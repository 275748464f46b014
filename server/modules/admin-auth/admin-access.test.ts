import { describe, expect, it } from 'vitest';
import { allowedAdminEmail, isGoogleIssuer } from './admin-access.ts';

const policy = { issuer: 'https://id.example', emailDomain: 'org.example', superAdminEmail: 'boss@gmail.example' };
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
      allowedAdminEmail(verified('ann@org.example'), {
        issuer: 'https://id.example',
        emailDomain: undefined,
        superAdminEmail: undefined,
      }),
    ).toBeNull();
  });

  describe('with Google as the identity provider', () => {
    const google = { ...policy, issuer: 'https://accounts.google.com' };
    const account = (email: string, hd?: string) => ({
      email,
      email_verified: true,
      ...(hd === undefined ? {} : { hd }),
    });

    it('allows an address of the domain only from an account the domain manages (hd)', () => {
      expect(allowedAdminEmail(account('ann@org.example', 'org.example'), google)).toBe('ann@org.example');
      expect(allowedAdminEmail(account('Ann@Org.Example', 'ORG.example'), google)).toBe('ann@org.example');
    });

    it('refuses a personal Google account made on a company address, or one managed by another domain', () => {
      expect(allowedAdminEmail(account('ann@org.example'), google)).toBeNull();
      expect(allowedAdminEmail(account('ann@org.example', 'other.example'), google)).toBeNull();
      expect(allowedAdminEmail(account('ann@org.example', 'sub.org.example'), google)).toBeNull();
      expect(allowedAdminEmail({ ...account('ann@org.example'), hd: ['org.example'] }, google)).toBeNull();
    });

    it('holds the super admin to the same rule when the address is of the domain', () => {
      const boss = { ...google, superAdminEmail: 'boss@org.example' };
      expect(allowedAdminEmail(account('boss@org.example', 'org.example'), boss)).toBe('boss@org.example');
      expect(allowedAdminEmail(account('boss@org.example'), boss)).toBeNull();
    });

    it('lets a super admin of another domain in without hd (a personal address is theirs by name)', () => {
      expect(allowedAdminEmail(account('boss@gmail.example'), google)).toBe('boss@gmail.example');
    });

    it('reads no hd from other providers', () => {
      expect(allowedAdminEmail(account('ann@org.example'), policy)).toBe('ann@org.example');
    });

    it("recognises Google's issuer with or without a trailing slash", () => {
      expect(isGoogleIssuer('https://accounts.google.com/')).toBe(true);
      expect(isGoogleIssuer('https://accounts.google.com.evil.example')).toBe(false);
    });
  });
});
