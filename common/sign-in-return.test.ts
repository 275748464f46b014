import { describe, expect, it } from 'vitest';
import { signInPath, signInReturnPath } from './sign-in-return.ts';

describe('the page to return to after sign-in', () => {
  it('is an admin page of this site, with its query', () => {
    expect(signInReturnPath('/admin/events/abc-123')).toBe('/admin/events/abc-123');
    expect(signInReturnPath('/admin/scan?mode=lookup')).toBe('/admin/scan?mode=lookup');
    expect(signInReturnPath('/admin/dashboard')).toBe('/admin/dashboard');
  });

  it('is never another site, a public page, the login page or a path that resolves elsewhere', () => {
    for (const value of [
      undefined,
      null,
      ['/admin/scan'],
      '',
      'https://evil.example/admin/scan',
      '//evil.example/admin/scan',
      '/\\evil.example/admin/',
      '/admin\\..\\evil',
      '/admin/../my-pass',
      '/admin/./scan',
      '/admin/%2e%2e/x',
      '/admin',
      '/admin/login',
      '/admin/login?next=/admin/scan',
      '/my-pass',
      'admin/scan',
      '/admin/\tscan',
      '/admin/\nhttps://evil.example',
      '/admin/ scan',
      `/admin/${'x'.repeat(2000)}`,
    ]) {
      expect(signInReturnPath(value), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('is carried on the login page as ?next=, except for the dashboard (where sign-in goes anyway)', () => {
    expect(signInPath('/admin/events/abc?tab=1')).toBe('/admin/login?next=%2Fadmin%2Fevents%2Fabc%3Ftab%3D1');
    expect(signInPath('/admin/dashboard')).toBe('/admin/login');
    expect(signInPath('//evil.example')).toBe('/admin/login');
  });
});
