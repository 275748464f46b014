/**
 * "Sign out everywhere" in the admin header's menu: the organiser signed in on two devices ends
 * both sessions from one, and lands on the login page; the other device's session is gone too.
 * The pages load without a console error (the Permissions-Policy header names only features
 * Chromium knows).
 */
import { describe, expect, it } from 'vitest';
import { adminCookie } from './support/admin.ts';
import { openVisitorPage, type VisitorPage } from './support/browser.ts';
import { eventually, pathname, toastText, visible } from './support/page-helpers.ts';
import { setUpServerAndBrowser } from './support/suite.ts';

let laptop: VisitorPage;

const e2e = setUpServerAndBrowser({
  afterStart: async ({ browser, server }) => {
    laptop = await openVisitorPage(browser, server.baseUrl, 'desktop');
  },
  beforeStop: async () => {
    await laptop?.close();
  },
});

describe('sign out everywhere', () => {
  it('ends every session of the account from the account menu', async () => {
    // The same account on another device.
    const otherCookie = await adminCookie(e2e.server);
    const otherMe = async () =>
      (await fetch(`${e2e.server.baseUrl}/api/admin/me`, { headers: { cookie: otherCookie } })).status;
    expect(await otherMe()).toBe(200);

    const { page } = laptop;
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(e2e.server.adminPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await visible(page.getByRole('heading', { name: 'Event Management Dashboard' }));

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    expect(await toastText(page, 'Signed out everywhere')).toContain(
      'Every session of your account has ended, on every device.',
    );
    await eventually(async () => pathname(page) === '/admin/login', 10_000, 'back to the login page');
    await visible(page.getByRole('heading', { name: 'Admin Portal' }));
    expect(await otherMe()).toBe(401);
    await page.goto('/admin/dashboard');
    await eventually(async () => pathname(page) === '/admin/login', 10_000, 'protected page refused');
    expect(laptop.problems).toEqual([]);
  });
});
