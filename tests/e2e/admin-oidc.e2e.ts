/**
 * The login page with an identity provider configured: the provider button appears and starts the
 * sign-in at /api/auth/login. The provider here is an address where nothing listens, so the server
 * sends the browser back with error=provider_unavailable, and the page says so.
 */
import { describe, expect, it } from 'vitest';
import { freePort } from '../support/ports.ts';
import { expectAccessible } from './support/axe.ts';
import { openVisitorPage, screenshot, type ViewportName } from './support/browser.ts';
import { eventually, visible } from './support/page-helpers.ts';
import { setUpServerAndBrowser } from './support/suite.ts';

const e2e = setUpServerAndBrowser({
  env: async () => ({
    // A port that nothing listens on.
    OIDC_ISSUER: `http://127.0.0.1:${await freePort()}`,
    OIDC_CLIENT_ID: 'id-event-e2e',
    OIDC_CLIENT_SECRET: 'not-a-real-secret',
    ADMIN_EMAIL_DOMAIN: 'example.org',
  }),
});

describe.each<ViewportName>(['desktop', 'phone'])('identity-provider sign-in on %s', (viewport) => {
  it('offers the provider button and explains an unreachable provider', async () => {
    const visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, viewport);
    try {
      const { page } = visitor;
      await page.goto('/admin/login');
      const button = page.getByRole('link', { name: 'Sign in with your organisation account' });
      await visible(button);
      expect(await button.getAttribute('href')).toBe('/api/auth/login');
      // The staff account form stays available beside it.
      await visible(page.getByLabel('Username'));
      await expectAccessible(page, `admin login with provider (${viewport})`);
      await screenshot(page, viewport, 'admin-login-oidc');

      await button.click();
      await eventually(
        async () => new URL(page.url()).searchParams.get('error') === 'provider_unavailable',
        15_000,
        'back on the login page with error=provider_unavailable',
      );
      await visible(page.getByRole('alert').filter({ hasText: 'Identity provider unavailable' }));
      await visible(page.getByText('The identity provider could not be reached. Please try again in a moment.'));
      expect(new URL(page.url()).pathname).toBe('/admin/login');

      // Sent here from an admin page, the provider's round trip comes back to it (oidc-sign-in.test.ts).
      await page.goto(`/admin/login?next=${encodeURIComponent('/admin/scan')}`);
      await visible(button);
      expect(await button.getAttribute('href')).toBe('/api/auth/login?next=%2Fadmin%2Fscan');
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
