/**
 * The organiser's journey through the built admin area, at desktop and phone sizes: the sign-in
 * guard and error messages, local sign-in, creating an event (with its validation messages) and
 * exhibits, registrations arriving and paged, editing and deleting, the support e-mail dialog, an
 * ended event that is read-only, and logout. Every screen is checked with axe and photographed into
 * tests/.tmp/screens.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminApi,
  endEvent,
  localDayEnd,
  localDayStart,
  type SeededEvent,
  signInAsAdmin,
} from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, openVisitorPage, screenshot, type ViewportName, type VisitorPage } from './support/browser.ts';
import { eventually, hidden, visible } from './support/page-helpers.ts';
import { type E2eServer, startServer } from './support/server.ts';
import { registerVisitor } from './support/visitors.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A local day as a date input holds it, `offsetDays` from today. */
function dayInput(offsetDays: number): string {
  const date = new Date(Date.now() + offsetDays * DAY);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const pathname = (page: Page) => new URL(page.url()).pathname;

/**
 * Waits for a toast with this title and returns its whole text. While a modal dialog is open Radix
 * hides the rest of the page (the toast area included) from the accessibility tree, so this finds
 * the toast by its markup rather than by role.
 */
/** Nothing on the page is wider than the screen (no sideways scrolling of the whole page). */
async function expectNoSideScroll(page: Page, label: string): Promise<void> {
  const [scrollWidth, innerWidth] = (await page.evaluate(
    '[document.documentElement.scrollWidth, window.innerWidth]',
  )) as [number, number];
  expect(scrollWidth, `${label}: page width ${scrollWidth} > screen ${innerWidth}`).toBeLessThanOrEqual(innerWidth);
}

async function toastText(page: Page, title: string): Promise<string> {
  const item = page.locator('[aria-label^="Notifications"] li').filter({ hasText: title });
  await visible(item);
  return ((await item.first().textContent()) ?? '').trim();
}

let server: E2eServer;
let browser: Browser;
let admin: AdminApi;
let endedEvent: SeededEvent;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAsAdmin(server);
  // An event with an exhibit and a registration, then ended, so it is read-only when viewed.
  endedEvent = await admin.createEvent({
    name: 'Winter Craft Fair',
    description: 'Handmade goods from local makers.',
    startDate: localDayStart(-2),
    endDate: localDayEnd(0),
  });
  const yesterdayNoon = localDayStart(-1);
  yesterdayNoon.setHours(12);
  await admin.createExhibit({
    eventId: endedEvent.id,
    name: 'Pottery Corner',
    startTime: '10:00',
    endTime: '12:00',
    date: yesterdayNoon,
  });
  await registerVisitor(server, endedEvent.id, { name: 'Early Bird', email: 'early.bird@example.com' });
  await endEvent(server, endedEvent.id);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each<ViewportName>(['desktop', 'phone'])('organiser on %s', (viewport) => {
  const eventName = `Robotics Expo ${viewport}`;
  const renamedEvent = `Robotics & AI Expo ${viewport}`;
  let visitor: VisitorPage;
  let eventId = '';

  beforeAll(async () => {
    visitor = await openVisitorPage(browser, server.baseUrl, viewport);
  });

  afterAll(async () => {
    const problems = visitor?.problems ?? [];
    await visitor?.close();
    expect(problems).toEqual([]);
  });

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
    expect(await toastText(page, 'Sign-in failed')).toContain('Incorrect username or password.');
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

  it('shows the header, the dashboard sections and the past event', async () => {
    const { page } = visitor;
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Admin Dashboard' }).getAttribute('href')).toBe('/admin/dashboard');
    const bottomBar = page.getByRole('navigation', { name: 'Admin (bottom bar)' });
    if (viewport === 'phone') {
      await visible(bottomBar.getByRole('link', { name: 'Overview' }));
      await visible(bottomBar.getByRole('link', { name: 'Scan' }));
      expect(await bottomBar.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
      await hidden(header.getByRole('link', { name: 'Scan QR Code' }));
    } else {
      const overview = header.getByRole('link', { name: 'Overview' });
      await visible(overview);
      expect(await overview.getAttribute('aria-current')).toBe('page');
      expect(await header.getByRole('link', { name: 'Scan QR Code' }).getAttribute('href')).toBe('/admin/scan');
      await hidden(bottomBar);
    }

    await visible(page.getByRole('heading', { name: 'Ongoing Events' }));
    await visible(page.getByRole('heading', { name: 'Upcoming Events' }));
    const past = page.getByRole('region', { name: 'Past Events' });
    const pastCard = past.getByRole('listitem').filter({ hasText: endedEvent.name });
    await visible(pastCard.getByText('Ended', { exact: true }));
    await visible(pastCard.getByRole('link', { name: `View ${endedEvent.name}` }));
    await expectAccessible(page, `dashboard (${viewport})`);
    await expectNoSideScroll(page, 'admin-dashboard');
    await screenshot(page, viewport, 'admin-dashboard');
  });

  it('creates an event, with the validation messages on the way', async () => {
    const { page } = visitor;
    await page.getByRole('button', { name: 'Create New Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    await visible(dialog);
    const save = dialog.getByRole('button', { name: 'Create Event' });
    expect(await save.isDisabled()).toBe(true);

    await dialog.getByLabel('Event Name').fill('x');
    await dialog.getByLabel('Event Name').fill('   ');
    await visible(dialog.getByText('Event name is required'));
    await dialog.getByLabel('Start Date').fill(dayInput(3));
    await dialog.getByLabel('End Date').fill(dayInput(2));
    await visible(dialog.getByText('End date must be after or same as start date'));
    expect(await save.isDisabled()).toBe(true);
    await expectAccessible(page, `event form, invalid (${viewport})`);
    await screenshot(page, viewport, 'admin-event-form-invalid', false);

    await dialog.getByLabel('Event Name').fill(eventName);
    await dialog.getByLabel('Description').fill('Robots, drones and the people who build them.');
    await dialog.getByLabel('End Date').fill(dayInput(4));
    await hidden(dialog.getByText('End date must be after or same as start date'));
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    expect(await toastText(page, 'Event created successfully')).toContain('Event created successfully');
    await hidden(dialog);

    const card = page
      .getByRole('region', { name: 'Upcoming Events' })
      .getByRole('listitem')
      .filter({ hasText: eventName });
    await visible(card.getByText('Upcoming', { exact: true }));
    // The upcoming section offers its own create button once it has events.
    await visible(page.getByRole('region', { name: 'Upcoming Events' }).getByRole('button', { name: 'Create Event' }));
    await card.getByRole('link', { name: `Manage ${eventName}` }).click();
    await visible(page.getByRole('heading', { name: eventName, level: 1 }));
    eventId = pathname(page).split('/').pop() ?? '';
    expect(eventId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the new event with its empty states, and creates exhibits', async () => {
    const { page } = visitor;
    await visible(page.getByRole('heading', { name: 'No Exhibits' }));
    await visible(page.getByText('Create your first exhibit for this event.'));
    await visible(page.getByRole('heading', { name: 'No Registrations' }));
    await visible(page.getByText('No one has registered for this event yet.'));
    const add = page.getByRole('link', { name: /Add Registration/ });
    expect(await add.getAttribute('href')).toBe(`/register?eventId=${eventId}`);
    expect(await add.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/admin/events/${eventId}/registrations.csv`,
    );
    await expectAccessible(page, `event page, empty (${viewport})`);
    await expectNoSideScroll(page, 'admin-event-empty');
    await screenshot(page, viewport, 'admin-event-empty');

    await page.getByRole('button', { name: 'Add Exhibit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Exhibit' });
    await visible(dialog);
    const save = dialog.getByRole('button', { name: 'Create Exhibit' });
    expect(await save.isDisabled()).toBe(true);
    const date = dialog.getByLabel('Date', { exact: true });
    expect(await date.getAttribute('min')).toBe(dayInput(3));
    expect(await date.getAttribute('max')).toBe(dayInput(4));
    await dialog.getByLabel('Exhibit Name').fill('a');
    await dialog.getByLabel('Exhibit Name').fill('');
    await visible(dialog.getByText('Exhibit name is required'));
    await date.fill(dayInput(6));
    await visible(dialog.getByText("The exhibit's date must be within the event's dates."));
    await dialog.getByLabel('Start Time').fill('14:00');
    await dialog.getByLabel('End Time').fill('13:00');
    await visible(dialog.getByText('End time must be after start time'));
    expect(await save.isDisabled()).toBe(true);
    await expectAccessible(page, `exhibit form, invalid (${viewport})`);
    await screenshot(page, viewport, 'admin-exhibit-form-invalid', false);

    await dialog.getByLabel('Exhibit Name').fill('Drone Cage');
    await date.fill(dayInput(3));
    await dialog.getByLabel('End Time').fill('15:30');
    await save.click();
    expect(await toastText(page, 'Exhibit created successfully')).toContain('Exhibit created successfully');
    await hidden(dialog);

    for (const [name, start, end] of [
      ['Robot Football', '09:00', '10:00'],
      ['Soldering Workshop', '11:00', '12:30'],
      ['Humanoid Stage', '16:00', '17:00'],
    ] as const) {
      await page.getByRole('button', { name: 'Add Exhibit' }).click();
      const form = page.getByRole('dialog', { name: 'Create New Exhibit' });
      await form.getByLabel('Exhibit Name').fill(name);
      await form.getByLabel('Description (optional)').fill(`${name} for all ages.`);
      await form.getByLabel('Date', { exact: true }).fill(dayInput(4));
      await form.getByLabel('Start Time').fill(start);
      await form.getByLabel('End Time').fill(end);
      await form.getByRole('button', { name: 'Create Exhibit' }).click();
      await hidden(form);
    }

    const carousel = page.getByRole('list', { name: 'Exhibits' });
    const names = await carousel.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(names).toEqual(['Drone Cage', 'Robot Football', 'Soldering Workshop', 'Humanoid Stage']);
    const first = carousel.getByRole('article', { name: 'Drone Cage' });
    await visible(first.getByText('Active', { exact: true }));
    await visible(first.getByText('2:00 PM – 3:30 PM'));
    // Scroll buttons and dots: the right arrow moves the carousel on; a dot centres its exhibit.
    await visible(page.getByRole('button', { name: 'Scroll exhibits right' }));
    await page.getByRole('button', { name: 'Scroll exhibits right' }).click();
    await visible(page.getByRole('button', { name: 'Scroll exhibits left' }));
    await page.getByRole('button', { name: /Show exhibit 4 of 4/ }).click();
    await eventually(
      async () =>
        (await page.getByRole('button', { name: /Show exhibit 4 of 4/ }).getAttribute('aria-current')) === 'true',
      5_000,
      'last dot current',
    );
    await expectAccessible(page, `event page, exhibits (${viewport})`);
    await expectNoSideScroll(page, 'admin-event-exhibits');
    await screenshot(page, viewport, 'admin-event-exhibits');
  });

  it('sees registrations arrive and pages through them', async () => {
    const { page } = visitor;
    for (let index = 1; index <= 11; index += 1) {
      await registerVisitor(server, eventId, {
        name: `Visitor ${String(index).padStart(2, '0')}`,
        email: `visitor${index}.${viewport}@example.com`,
      });
    }
    // 'Add Registration' opens the public registration page for this event in a new tab.
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /Add Registration/ }).click(),
    ]);
    await visible(popup.getByRole('heading', { name: eventName, level: 1 }));
    await popup.getByLabel('Full Name').fill('Visitor 12');
    await popup.getByLabel('Email Address').fill(`visitor12.${viewport}@example.com`);
    await popup.getByLabel('Phone Number').fill('+1 555 010 0112');
    await popup.getByLabel('Company').fill('Walk-in Ltd');
    await popup.getByRole('button', { name: 'Complete Registration' }).click();
    await visible(popup.getByRole('heading', { name: 'Registration Successful!' }));
    await popup.close();

    await page.getByRole('button', { name: 'Refresh registrations' }).click();
    await visible(page.getByText('Showing 1 to 10 of 12 registrations'));
    const table = page.getByRole('table', { name: 'Registrations' });
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Name', 'Email', 'Registered']);
    expect(await table.getByRole('row').count()).toBe(11);
    // Newest first.
    await visible(table.getByRole('row').nth(1).getByText('Visitor 12'));
    await page.getByRole('button', { name: 'Next page' }).click();
    await visible(page.getByText('Showing 11 to 12 of 12 registrations'));
    expect(await table.getByRole('row').count()).toBe(3);
    await visible(table.getByText('Visitor 01'));
    await page.getByRole('button', { name: 'Page 1' }).click();
    await visible(page.getByText('Showing 1 to 10 of 12 registrations'));
    // The server searches (issue 17): the start of a name, an e-mail, a company or phone digits.
    const search = page.getByLabel('Search registrations');
    await search.fill('walk-in');
    await visible(page.getByText('1 registration matches “walk-in”'));
    expect(await table.getByRole('row').count()).toBe(2);
    await visible(table.getByText('Visitor 12'));
    await search.fill('nobody-like-this');
    await visible(page.getByText('No registration starts with “nobody-like-this”.'));
    await search.fill('');
    await visible(page.getByText('Showing 1 to 10 of 12 registrations'));
    const stats = page.getByRole('definition').first();
    expect(await stats.innerText()).toBe('12');
    await expectAccessible(page, `event page, registrations (${viewport})`);
    await expectNoSideScroll(page, 'admin-event-registrations');
    await screenshot(page, viewport, 'admin-event-registrations');
  });

  it('edits the event and an exhibit, and deletes an exhibit', async () => {
    const { page } = visitor;
    await page.getByRole('button', { name: 'Edit Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    await visible(dialog);
    expect(await dialog.getByLabel('Event Name').inputValue()).toBe(eventName);
    expect(await dialog.getByLabel('Start Date').inputValue()).toBe(dayInput(3));
    await dialog.getByLabel('Event Name').fill(renamedEvent);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect(await toastText(page, 'Event updated successfully')).toContain('Event updated successfully');
    await visible(page.getByRole('heading', { name: renamedEvent, level: 1 }));

    const carousel = page.getByRole('list', { name: 'Exhibits' });
    const card = carousel.getByRole('article', { name: 'Robot Football' });
    await page.getByRole('button', { name: /Show exhibit \d of 4: Robot Football/ }).click();
    await card.hover();
    await card.getByRole('button', { name: 'Edit Robot Football' }).click();
    const exhibitDialog = page.getByRole('dialog', { name: 'Edit Exhibit' });
    await visible(exhibitDialog);
    expect(await exhibitDialog.getByLabel('Start Time').inputValue()).toBe('09:00');
    await exhibitDialog.getByLabel('Exhibit Name').fill('Robot Football League');
    await exhibitDialog.getByLabel('End Time').fill('10:45');
    await exhibitDialog.getByRole('button', { name: 'Save Changes' }).click();
    expect(await toastText(page, 'Exhibit updated successfully')).toContain('Exhibit updated successfully');
    const renamed = carousel.getByRole('article', { name: 'Robot Football League' });
    await visible(renamed.getByText('9:00 AM – 10:45 AM'));

    const doomed = carousel.getByRole('article', { name: 'Humanoid Stage' });
    await page.getByRole('button', { name: /Show exhibit \d of 4: Humanoid Stage/ }).click();
    await doomed.hover();
    await doomed.getByRole('button', { name: 'Delete Humanoid Stage' }).click();
    expect(await toastText(page, 'Exhibit deleted successfully')).toContain('Exhibit deleted successfully');
    await hidden(doomed);
    expect(await carousel.getByRole('article').count()).toBe(3);
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

  it('fixes the exhibit date of a one-day event', async () => {
    const { page } = visitor;
    const oneDay = await admin.createEvent({
      name: `Hack Day ${viewport}`,
      description: 'One day of building.',
      startDate: localDayStart(5),
      endDate: localDayEnd(5),
    });
    await page.goto(`/admin/events/${oneDay.id}`);
    await page.getByRole('button', { name: 'Add Exhibit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Exhibit' });
    const date = dialog.getByLabel('Date', { exact: true });
    await visible(date);
    expect(await date.inputValue()).toBe(dayInput(5));
    expect(await date.getAttribute('readonly')).not.toBeNull();
    await visible(dialog.getByText('Date is fixed to the event date'));
    await dialog.getByLabel('Exhibit Name').fill('Demo Hour');
    await dialog.getByLabel('Start Time').fill('17:00');
    await dialog.getByLabel('End Time').fill('18:00');
    await dialog.getByRole('button', { name: 'Create Exhibit' }).click();
    await visible(page.getByRole('article', { name: 'Demo Hour' }).getByText('5:00 PM – 6:00 PM'));
  });

  it('shows an ended event read-only', async () => {
    const { page } = visitor;
    await page.goto(`/admin/events/${endedEvent.id}`);
    await visible(page.getByRole('heading', { name: endedEvent.name, level: 1 }));
    await visible(page.getByText('This event has ended and is read-only.'));
    await visible(page.getByRole('article', { name: 'Pottery Corner' }));
    await visible(page.getByRole('cell', { name: 'Early Bird' }));
    // Deleting stays possible, after its own confirmation (tests/e2e/delete-ended-event.e2e.ts).
    await visible(page.getByRole('button', { name: 'Delete Event' }));
    expect(await page.getByRole('button', { name: 'Edit Event' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Exhibit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Edit Pottery Corner|Delete Pottery Corner/ }).count()).toBe(0);
    const add = page.getByRole('button', { name: /Add Registration/ });
    // aria-disabled (not the disabled attribute), so it can still say why: forced past Playwright's check.
    expect(await add.isDisabled()).toBe(true);
    expect(await add.getAttribute('aria-disabled')).toBe('true');
    const tooltip = page.getByRole('tooltip').filter({ hasText: 'Event has ended' });
    if (viewport === 'phone') {
      await add.tap({ force: true });
      await visible(tooltip);
    } else {
      // As a keyboard user reaches it: Tab from the refresh button beside it. (A programmatic focus() on a
      // page where no key was pressed no longer opens Radix's tooltip here; Tab, hover and tap do.)
      await page.getByRole('button', { name: 'Refresh registrations' }).focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate('document.activeElement?.textContent')).toContain('Add Registration');
      await visible(tooltip);
      await page.keyboard.press('Escape');
      await hidden(tooltip);
      await add.hover({ force: true });
      await visible(tooltip);
    }
    // Pressing it does nothing else: no new page, no navigation.
    expect(pathname(page)).toBe(`/admin/events/${endedEvent.id}`);
    await expectAccessible(page, `ended event (${viewport})`);
    await expectNoSideScroll(page, 'admin-event-ended');
    await screenshot(page, viewport, 'admin-event-ended');
  });

  it('deletes the event after confirmation and returns to the dashboard', async () => {
    const { page } = visitor;
    await page.goto(`/admin/events/${eventId}`);
    await visible(page.getByRole('heading', { name: renamedEvent, level: 1 }));
    await page.getByRole('button', { name: 'Delete Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this event?' });
    await visible(dialog);
    expect(await dialog.textContent()).toContain(
      'all its registrations, exhibits and check-in records will be permanently removed. This cannot be undone.',
    );
    await expectAccessible(page, `delete event dialog (${viewport})`);
    await screenshot(page, viewport, 'admin-delete-event', false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await hidden(dialog);
    await page.getByRole('button', { name: 'Delete Event' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this event?' })
      .getByRole('button', { name: 'Delete Event' })
      .click();
    expect(await toastText(page, 'Event deleted successfully')).toContain('Event deleted successfully');
    await eventually(async () => pathname(page) === '/admin/dashboard', 10_000, 'back to the dashboard');
    await visible(page.getByRole('heading', { name: 'Event Management Dashboard' }));
    expect(await page.getByText(renamedEvent).count()).toBe(0);
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
