/**
 * The organiser's journey through the built admin area, at desktop and phone sizes, part 1: the
 * sign-in guard and its error messages, the 404 page, local sign-in, the support e-mail in the
 * account menu, logout and a session ended elsewhere. (Events: admin-events.e2e.ts; an ended and a
 * one-day event: admin-event-dates.e2e.ts.) Every screen is checked with axe and photographed into
 * tests/.tmp/screens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import {
  closeExpectingNoProblems,
  openVisitorPage,
  screenshot,
  stopServerAndBrowser,
  type ViewportName,
  type VisitorPage,
} from './support/browser.ts';
import { expectNoSideScroll, type Journey, startJourney, toastText } from './support/organiser-journey.ts';
import { dayInput, eventually, hidden, pathname, toasts, visible } from './support/page-helpers.ts';
import type { E2eServer } from './support/server.ts';

let journey: Journey;
let server: E2eServer;

beforeAll(async () => {
  journey = await startJourney();
  server = journey.server;
});

afterAll(() => stopServerAndBrowser(journey ?? {}));

describe.each<ViewportName>(['desktop', 'phone'])('organiser on %s', (viewport) => {
  let visitor: VisitorPage;

  beforeAll(async () => {
    visitor = await openVisitorPage(journey.browser, server.baseUrl, viewport);
  });

  afterAll(() => closeExpectingNoProblems(visitor));

  it('keeps the admin area out of the public pages: it downloads only when an admin page is visited', async () => {
    const { page } = visitor;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Welcome to ID Event' }));
    expect(scripts.filter((script) => script.includes('admin'))).toEqual([]);
    await page.goto('/admin/login');
    await visible(page.getByRole('heading', { name: 'Admin Portal' }));
    expect(scripts.some((script) => script.includes('admin-area'))).toBe(true);
  });

  it('checks authentication on a protected page and sends a signed-out visitor to the login page', async () => {
    const { page } = visitor;
    // Hold the session check back a little, so the waiting state can be seen.
    await page.route('**/api/admin/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto('/admin/dashboard');
    await visible(page.getByText('Checking authentication...'));
    await eventually(async () => pathname(page) === '/admin/login', 10_000, 'redirect to /admin/login');
    await page.unroute('**/api/admin/me');
    await visible(page.getByRole('heading', { name: 'Admin Portal' }));
    await visible(page.getByText('Staff Login Required'));
    await visible(page.getByText('Need help? Contact your system administrator'));
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    // No identity provider is configured in the tests: only the staff account form is offered.
    expect(await page.getByRole('link', { name: /organisation account/ }).count()).toBe(0);
    await expectAccessible(page, `admin login (${viewport})`);
    await expectNoSideScroll(page, 'admin-login');
    await screenshot(page, viewport, 'admin-login');

    await page.goto('/admin');
    await visible(page.getByRole('heading', { name: 'Admin Portal' }));
    expect(pathname(page)).toBe('/admin');
  });

  it('explains the error values the sign-in flow sends back', async () => {
    const { page } = visitor;
    await page.goto('/admin/login?error=unauthorized');
    const alert = page.getByRole('alert').filter({ hasText: 'Access Denied' });
    await visible(alert);
    expect(await alert.textContent()).toContain('domain and the super admin can access the admin portal');
    expect(await toastText(page, 'Access Denied')).toContain('super admin');
    await expectAccessible(page, `admin login, access denied (${viewport})`);
    await screenshot(page, viewport, 'admin-login-denied');

    for (const [value, title] of [
      ['signin_failed', 'Sign-in failed'],
      ['oidc_not_configured', 'Single sign-on is not set up'],
      ['provider_unavailable', 'Identity provider unavailable'],
    ] as const) {
      await page.goto(`/admin/login?error=${value}`);
      await visible(page.getByRole('alert').filter({ hasText: title }));
    }
  });

  it('shows the 404 page for an unknown admin path', async () => {
    const { page } = visitor;
    const response = await page.goto('/admin/no-such-page');
    expect(response?.status()).toBe(404);
    await visible(page.getByRole('heading', { name: 'Page Not Found' }));
  });

  it('refuses a wrong password and signs in with the staff account', async () => {
    const { page } = visitor;
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await visible(page.getByText('Username is required'));
    await visible(page.getByText('Password is required'));
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' }));
    // Said once, above the fields: no toast repeats it.
    expect(await page.getByText('Incorrect username or password.').count()).toBe(1);
    expect(await toasts(page).locator('li').count()).toBe(0);
    await screenshot(page, viewport, 'admin-login-refused');

    await page.getByLabel('Password').fill(server.adminPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await visible(page.getByRole('heading', { name: 'Event Management Dashboard' }));
    expect(pathname(page)).toBe('/admin/dashboard');

    // Signed in, the login page goes straight to the dashboard.
    await page.goto('/admin/login');
    await visible(page.getByRole('heading', { name: 'Event Management Dashboard' }));
    expect(pathname(page)).toBe('/admin/dashboard');
  });

  it('changes the support e-mail', async () => {
    const { page } = visitor;
    await page.getByRole('button', { name: 'Account menu' }).click();
    await visible(page.getByText('Logged in as Admin User'));
    await expectAccessible(page, `user menu (${viewport})`);
    await screenshot(page, viewport, 'admin-user-menu', false);
    await page.getByRole('menuitem', { name: 'Change Support Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Support Email' });
    await visible(dialog);
    const input = dialog.getByLabel('Support email');
    await visible(input);
    const save = dialog.getByRole('button', { name: 'Save' });
    await input.fill('   ');
    expect(await save.isDisabled()).toBe(true);
    await input.fill('not-an-address');
    await save.click();
    expect(await toastText(page, 'Failed to update support email')).toContain('Enter a valid email address');
    await visible(dialog.getByText('Enter a valid email address'));
    await expectAccessible(page, `support email dialog (${viewport})`);
    await screenshot(page, viewport, 'admin-support-email', false);

    const address = `help.${viewport}@example.com`;
    await input.fill(address);
    await save.click();
    expect(await toastText(page, 'Support email updated')).toContain('Saved successfully.');
    await hidden(dialog);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Change Support Email' }).click();
    expect(
      await page.getByRole('dialog', { name: 'Update Support Email' }).getByLabel('Support email').inputValue(),
    ).toBe(address);
    await page.getByRole('dialog', { name: 'Update Support Email' }).getByRole('button', { name: 'Cancel' }).click();
    await hidden(page.getByRole('dialog', { name: 'Update Support Email' }));
  });

  it('logs out', async () => {
    const { page } = visitor;
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    expect(await toastText(page, 'Logged out successfully')).toContain('You have been logged out of the admin panel.');
    await eventually(async () => pathname(page) === '/admin/login', 10_000, 'back to the login page');
    await visible(page.getByRole('heading', { name: 'Admin Portal' }));
    await page.goto('/admin/dashboard');
    await eventually(async () => pathname(page) === '/admin/login', 10_000, 'protected page refused');
  });

  it('sends the organiser to the login page when the session ends elsewhere', async () => {
    const { page } = visitor;
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(server.adminPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await visible(page.getByRole('heading', { name: 'Event Management Dashboard' }));
    await page.getByRole('button', { name: 'Create New Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    await dialog.getByLabel('Event Name').fill('Too Late Expo');
    await dialog.getByLabel('Start Date').fill(dayInput(8));
    await dialog.getByLabel('End Date').fill(dayInput(8));
    // The session ends on the server (another tab logs out, or it expires) while the form is open.
    // (Ended before the dashboard had loaded, its own reads would have sent the page to sign in.)
    await page.evaluate(
      "fetch('/api/admin/logout', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: '{}' })",
    );
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    expect(await toastText(page, 'Failed to create event')).toContain('Failed to create event');
    await eventually(async () => pathname(page) === '/admin/login', 10_000, 'back on the login page');
    await visible(page.getByRole('heading', { name: 'Admin Portal' }));
  });
});
