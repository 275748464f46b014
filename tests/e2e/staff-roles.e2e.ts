/**
 * Staff roles in the browser, at phone size (issue 14): the owner adds a door account on the Staff
 * screen; that account signs in, lands on the scan page, and is offered nothing else.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import { openVisitorPage, screenshot, type VisitorPage } from './support/browser.ts';
import { eventually, hidden, pathname, toasts, toastText, visible } from './support/page-helpers.ts';
import { registerVisitor } from './support/scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';

let ownerPhone: VisitorPage;
let doorPhone: VisitorPage;

const e2e = setUpServerAndBrowser({
  afterStart: async ({ browser, server }) => {
    ownerPhone = await openVisitorPage(browser, server.baseUrl, 'phone');
    doorPhone = await openVisitorPage(browser, server.baseUrl, 'phone');
  },
  beforeStop: async () => {
    await ownerPhone?.close();
    await doorPhone?.close();
  },
});

/** The names of the buttons and links in the page's main part (an icon button's by its label). */
const controlNames = (page: Page) =>
  page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('button, a')].map((control) =>
        (control.getAttribute('aria-label') ?? control.textContent ?? '').trim(),
      ),
    );
/** What a viewer must not be offered (issue 14: a viewer changes nothing). */
const CHANGES = /create|edit|delete|add |link a spreadsheet|sync now|dismiss|send again/i;

async function signInAs(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('staff roles on a phone', () => {
  it('lets the owner add a door account on the Staff screen', async () => {
    const { page } = ownerPhone;
    await signInAs(page, 'admin', e2e.server.adminPassword);
    const bar = page.getByRole('navigation', { name: 'Admin (bottom bar)' });
    await visible(bar.getByRole('link', { name: 'Staff' }));
    await bar.getByRole('link', { name: 'Staff' }).click();
    await visible(page.getByRole('heading', { name: 'Staff', exact: true }));
    await page.getByLabel('Username').fill('door-volunteer');
    await page.getByLabel('Password', { exact: true }).fill('a-long-door-secret');
    await page.getByLabel('Role', { exact: true }).selectOption('door');
    await page.getByRole('button', { name: 'Add account' }).click();
    expect(await toastText(page, 'Staff account added')).toContain('door-volunteer (door)');
    await visible(page.getByRole('list', { name: 'Staff accounts' }).getByText('door-volunteer'));
    await expectAccessible(page, 'staff screen (phone)');
    expect(ownerPhone.problems).toEqual([]);
  });

  it('lands the door account on the scan page and offers it nothing else', async () => {
    const { page } = doorPhone;
    await signInAs(page, 'door-volunteer', 'a-long-door-secret');
    await eventually(async () => pathname(page) === '/admin/scan', 10_000, 'the scan page');
    await visible(page.getByRole('heading', { name: 'Scan QR Code' }));
    const bar = page.getByRole('navigation', { name: 'Admin (bottom bar)' });
    expect(await bar.getByRole('link').allTextContents()).toEqual(['Scan']);
    // The sign-in's toast covers the account menu on a phone until it goes (a pointer over it keeps it).
    await hidden(toasts(page).locator('li'), 15_000);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await visible(page.getByRole('menuitem', { name: 'Logout' }));
    expect(await page.getByRole('menuitem', { name: 'Change Support Email' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    for (const other of ['/admin/dashboard', '/admin/staff']) {
      await page.goto(other);
      await eventually(
        async () => pathname(page) === '/admin/scan',
        10_000,
        `${other} sends the door to the scan page`,
      );
    }
    expect(doorPhone.problems).toEqual([]);
  });

  it('shows a viewer every screen without a button that changes anything', async () => {
    const organiser = await signInAsAdmin(e2e.server);
    const event = await organiser.createEvent(eventOnDays('Viewer Fair', 'An event'));
    await organiser.createExhibit({ eventId: event.id, name: 'Hall Viewer', startTime: '00:00', endTime: '23:59' });
    await registerVisitor(e2e.server, event.id, {
      name: 'Vera Viewed',
      email: 'vera@example.com',
      phone: '+1 202 555 0199',
    });
    // The owner adds the viewer (the Staff screen is walked above) and sees the buttons a viewer must not.
    const { page: ownerPage } = ownerPhone;
    const added = await ownerPage.request.post('/api/admin/users', {
      data: { username: 'viewer-volunteer', role: 'viewer', password: 'a-long-volunteer-secret' },
      headers: { origin: e2e.server.baseUrl },
    });
    expect(added.status()).toBe(201);
    await ownerPage.goto(`/admin/events/${event.id}`);
    await visible(ownerPage.getByRole('heading', { name: 'Viewer Fair' }));
    await visible(ownerPage.getByRole('heading', { name: 'Hall Viewer' }));
    expect((await controlNames(ownerPage)).filter((name) => CHANGES.test(name))).toEqual(
      expect.arrayContaining(['Edit Event', 'Add Exhibit', 'Edit Hall Viewer']),
    );

    const viewerPhone = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
    try {
      const { page } = viewerPhone;
      await signInAs(page, 'viewer-volunteer', 'a-long-volunteer-secret');
      await eventually(async () => pathname(page) === '/admin/dashboard', 10_000, 'the dashboard');
      await visible(page.getByRole('heading', { name: 'Event Management Dashboard' }));
      await visible(page.getByText('Viewer Fair').first());
      expect((await controlNames(page)).filter((name) => CHANGES.test(name))).toEqual([]);
      const bar = page.getByRole('navigation', { name: 'Admin (bottom bar)' });
      expect(await bar.getByRole('link').allTextContents()).not.toContain('Staff');
      await hidden(toasts(page).locator('li'), 15_000);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await visible(page.getByRole('menuitem', { name: 'Change password' }));
      expect(await page.getByRole('menuitem', { name: 'Change Support Email' }).count()).toBe(0);
      await page.keyboard.press('Escape');

      await page.goto(`/admin/events/${event.id}`);
      await visible(page.getByRole('heading', { name: 'Viewer Fair' }));
      await visible(page.getByRole('heading', { name: 'Hall Viewer' }));
      expect((await controlNames(page)).filter((name) => CHANGES.test(name))).toEqual([]);
      // A registration's panel shows the viewer who and where, and no action (issue 29 item 8).
      await page.getByRole('table', { name: 'Registrations' }).getByRole('button', { name: 'Vera Viewed' }).click();
      const panel = page.getByRole('dialog', { name: 'Vera Viewed' });
      await visible(panel.getByText('View only'));
      await visible(panel.getByText('Not yet'));
      expect(await panel.getByRole('button', { name: /Admit|Resend/ }).count()).toBe(0);
      await page.keyboard.press('Escape');
      // The event's Activity is there to read.
      await page.locator('main').getByRole('link', { name: 'Activity' }).click();
      await visible(page.getByRole('list', { name: 'Activity' }).getByText('Hall Viewer').first());
      await expectAccessible(page, 'event activity, viewer (phone)');

      // The door for a viewer (issue 29 item 9): it says "View only", offers no "Admit on scan", and a
      // visitor it looks up has no Admit and no Resend.
      await page.goto('/admin/scan');
      await visible(page.getByRole('note').filter({ hasText: 'View only' }));
      expect(await page.getByRole('switch').count()).toBe(0);
      await page
        .getByRole('button', { name: /Switch to Lookup|Use Manual Entry/ })
        .first()
        .click();
      await page.getByLabel('Email or Phone Number').fill('vera@example.com');
      await page.getByRole('button', { name: 'Find User' }).click();
      await visible(page.getByRole('heading', { name: 'Vera Viewed' }));
      await visible(page.getByRole('heading', { name: 'Hall Viewer' }));
      expect(await page.getByRole('button', { name: /^(Admit|Resend QR)$/ }).count()).toBe(0);
      await visible(page.getByRole('note').filter({ hasText: 'View only' }));
      expect(viewerPhone.problems).toEqual([]);
    } finally {
      await viewerPhone.close();
    }
  });

  it('shows the owner who admitted whom, from which device, on the Activity screen', async () => {
    const organiser = await signInAsAdmin(e2e.server);
    const event = await organiser.createEvent(eventOnDays('Activity Fair', 'An event'));
    await organiser.createExhibit({ eventId: event.id, name: 'Hall Activity', startTime: '00:00', endTime: '23:59' });
    await registerVisitor(e2e.server, event.id, {
      name: 'Ada Activity',
      email: 'ada.activity@example.com',
      phone: '555 0199',
    });

    // The door account, on its phone: no camera here, so manual entry.
    const door = doorPhone.page;
    await door.goto('/admin/scan');
    await door.getByRole('button', { name: 'Use Manual Entry' }).click();
    await door.getByLabel('Email or Phone Number').fill('ada.activity@example.com');
    await door.getByRole('button', { name: 'Find User' }).click();
    await visible(door.getByRole('heading', { name: 'Ada Activity' }));
    const card = door.locator('li').filter({ has: door.getByRole('heading', { name: 'Hall Activity' }) });
    await card.getByRole('button', { name: 'Admit', exact: true }).click();
    await visible(door.getByText('Admitted to Hall Activity.'));
    const deviceId = (await door.evaluate("localStorage.getItem('idevent-door-device')")) as string;
    expect(deviceId).toMatch(/^[0-9a-f-]{32,36}$/);

    // The owner: Activity in the bottom bar, the admission at the top.
    const { page } = ownerPhone;
    const bar = page.getByRole('navigation', { name: 'Admin (bottom bar)' });
    await bar.getByRole('link', { name: 'Activity' }).click();
    await visible(page.getByRole('heading', { name: 'Activity', exact: true }));
    const newest = page.getByRole('list', { name: 'Activity' }).locator(':scope > li').first();
    await visible(newest.getByText('Ada Activity to Hall Activity'));
    expect(await newest.textContent()).toContain('door-volunteer');
    expect(await newest.textContent()).toContain('admitted');
    expect(await newest.textContent()).toContain(`device ${deviceId.slice(0, 8)}`);
    await expectAccessible(page, 'activity screen (phone)');
    await screenshot(page, 'phone', 'activity');

    // The same, filtered to the door's refusals: none yet.
    await page.getByLabel('Action').selectOption('door.refuse');
    await page.getByRole('button', { name: 'Filter' }).click();
    await visible(page.getByText('Nothing recorded yet for this filter.'));
    expect(ownerPhone.problems).toEqual([]);
  });
});
