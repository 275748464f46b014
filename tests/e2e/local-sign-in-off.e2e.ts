/** LOCAL_SIGN_IN=off (issue 14): the login page offers only the identity provider's button. */
import { describe, expect, it } from 'vitest';
import { openVisitorPage } from './support/browser.ts';
import { visible } from './support/page-helpers.ts';
import { setUpServerAndBrowser } from './support/suite.ts';

const e2e = setUpServerAndBrowser({
  env: {
    // Never reached: the page only shows the button.
    OIDC_ISSUER: 'http://127.0.0.1:9',
    OIDC_CLIENT_ID: 'id-event-e2e',
    OIDC_CLIENT_SECRET: 'not-a-real-secret',
    ADMIN_EMAIL_DOMAIN: 'example.org',
    LOCAL_SIGN_IN: 'off',
  },
});

describe('with local accounts turned off', () => {
  it('shows only the provider button on the login page', async () => {
    const visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
    try {
      const { page } = visitor;
      await page.goto('/admin/login');
      await visible(page.getByRole('link', { name: 'Sign in with your organisation account' }));
      expect(await page.getByLabel('Username').count()).toBe(0);
      expect(await page.getByText('or use a staff account').count()).toBe(0);
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
