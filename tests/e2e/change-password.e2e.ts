/**
 * "Change password" in the admin header's menu (issue 20, item 7): the dialog says what is wrong
 * (a wrong current password, a short new one, two that differ), then changes it; the account's
 * other session ends while this page carries on, and the new password signs in.
 */
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { openVisitorPage, screenshot, type ViewportName } from './support/browser.ts';
import { toastText, visible } from './support/page-helpers.ts';
import { signInContext } from './support/scan.ts';
import { setUpServerAndBrowser } from './support/suite.ts';

const e2e = setUpServerAndBrowser();

async function signInElsewhere(password: string) {
  const response = await fetch(`${e2e.server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: e2e.server.baseUrl },
    body: JSON.stringify({ username: 'admin', password }),
  });
  return { status: response.status, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]! };
}

const meStatus = async (cookie: string) =>
  (await fetch(`${e2e.server.baseUrl}/api/admin/me`, { headers: { cookie } })).status;

describe.each<ViewportName>(['desktop', 'phone'])('changing the password on %s', (viewport) => {
  it('says what is wrong, then changes it and ends the other sessions', async () => {
    const current = e2e.server.adminPassword;
    const elsewhere = await signInElsewhere(current);
    const visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, viewport);
    try {
      await signInContext(visitor.context, e2e.server);
      const { page } = visitor;
      await page.goto('/admin/dashboard');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Change password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change password' });
      await visible(dialog);
      const submit = dialog.getByRole('button', { name: 'Change password' });
      expect(await submit.isDisabled()).toBe(true);
      await visible(dialog.getByText('At least 10 characters, without your username in it.'));

      await dialog.getByLabel('Current password').fill('not the password');
      await dialog.getByLabel('New password', { exact: true }).fill('short');
      await dialog.getByLabel('Repeat the new password').fill('short');
      await submit.click();
      await visible(dialog.getByText('The new password must be at least 10 characters.'));

      const next = `new password for ${viewport}`;
      await dialog.getByLabel('New password', { exact: true }).fill(next);
      await dialog.getByLabel('Repeat the new password').fill(`${next}!`);
      await submit.click();
      await visible(dialog.getByText('The new passwords do not match.'));

      await dialog.getByLabel('Repeat the new password').fill(next);
      await submit.click();
      await visible(dialog.getByText('The current password is not correct.'));
      await expectAccessible(page, `change password refused (${viewport})`);
      await screenshot(page, viewport, 'admin-change-password', false);
      expect(await meStatus(elsewhere.cookie)).toBe(200);

      await dialog.getByLabel('Current password').fill(current);
      await submit.click();
      expect(await toastText(page, 'Password changed')).toContain('Your other sessions have ended.');
      await visible(page.getByRole('heading', { name: 'Event Management Dashboard' }));
      expect(await page.getByRole('dialog').count()).toBe(0);

      expect(await meStatus(elsewhere.cookie)).toBe(401);
      // This page carries on signed in.
      await page.reload();
      await visible(page.getByRole('heading', { name: 'Event Management Dashboard' }));
      expect((await signInElsewhere(current)).status).toBe(401);
      expect((await signInElsewhere(next)).status).toBe(200);
      e2e.server.adminPassword = next;
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
