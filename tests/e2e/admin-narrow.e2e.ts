/**
 * Every admin page, and the dialogs an organiser opens on them, at 360 px (issue 29 item 10: the
 * Activity page was 778 px wide at 390 px, its Filter button cut off). One signed-in phone walks the
 * pages in turn, with data long enough to stretch them: a long event name, a long unbroken e-mail
 * address, check-ins, refused pass e-mails and a full audit trail. On each: nothing sticks out of the
 * screen (a table or a carousel may scroll inside its own box; the page may not scroll sideways, and
 * nothing may be cut off at its edge), axe, and a screenshot in tests/.tmp/screens (phone-narrow-*).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { adminCookie } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import { openVisitorPage, screenshot, type VisitorPage, viewports } from './support/browser.ts';
import { expectFitsScreen } from './support/fits-screen.ts';
import { eventually, hidden, pathname, visible } from './support/page-helpers.ts';
import { publicCheckIn, registerVisitor } from './support/scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';

const EVENT_NAME = 'International Festival of Sustainable Architecture and Urban Design';
const EXHIBIT_NAME = 'Timber Skyscrapers and Mass-Timber Construction Workshop';
/** An address with no place to break a line. */
const LONG_EMAIL = 'maximilian.featherstonehaugh-wolfeschlegelsteinhausen@architecture-collective.example.org';
const STAFF_NAME = 'door-volunteer-north-entrance-hall-b';
/** Addresses without a hyphen: a line breaks in them only where the page lets it break anywhere. */
const STAFF_EMAIL = 'wilhelmina.vanderbiltoppenheimer@architecturecollective.example.org';
const SUPPORT_EMAIL = 'visitorservicesandaccessibility@architecturecollective.example.org';

let smtp: SmtpSink;
let phone: VisitorPage;
let eventId = '';

const e2e = setUpServerAndBrowser({
  env: async () => {
    smtp = await startSmtpSink();
    // Every pass e-mail is refused once and given up: the dashboard's "Undelivered passes" card shows.
    smtp.refuseNext(1_000);
    return { SMTP_URL: smtp.url, PASS_EMAIL_RETRIES: '0' };
  },
  seed: async (admin, server) => {
    const event = await admin.createEvent(eventOnDays(EVENT_NAME, 'Talks, models and walks through the city.', 0, 1));
    eventId = event.id;
    // Open all day: a check-in is accepted at any hour the test runs.
    const exhibit = await admin.createExhibit({ eventId, name: EXHIBIT_NAME, startTime: '00:00', endTime: '23:59' });
    await admin.createExhibit({ eventId, name: 'Green Roofs', startTime: '09:00', endTime: '17:00' });
    await admin.createEvent(eventOnDays('Open House Weekend', 'Buildings open their doors.', 5, 6));
    const long = await registerVisitor(server, eventId, {
      name: 'Maximilian Featherstonehaugh-Wolfeschlegelsteinhausen',
      email: LONG_EMAIL,
      phone: '+44 20 7946 0123',
    });
    await registerVisitor(server, eventId, { name: 'Grace Hopper', email: 'grace@example.com', phone: '555 0100' });
    await publicCheckIn(server, long.token, exhibit.id);
    const cookie = await adminCookie(server);
    const send = async (method: string, path: string, body: unknown, expected: number) => {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie },
        body: JSON.stringify(body),
      });
      if (response.status !== expected)
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    };
    await send('POST', '/api/admin/users', { username: STAFF_NAME, role: 'door', password: 'a-long-door-secret' }, 201);
    await send('POST', '/api/admin/users', { email: STAFF_EMAIL, role: 'viewer' }, 201);
    await send('PUT', '/api/admin/config/support-email', { email: SUPPORT_EMAIL }, 200);
    // Someone types their e-mail address as the username: Activity shows the refused sign-in under it.
    await send('POST', '/api/admin/login', { username: LONG_EMAIL, password: 'not-the-password' }, 401);
    await eventually(async () => smtp.refusals >= 2, 30_000, 'the pass e-mails refused');
  },
  afterStart: async ({ browser, server }) => {
    phone = await openVisitorPage(browser, server.baseUrl, 'phone');
  },
  beforeStop: async () => {
    await phone?.close();
  },
  afterStop: async () => {
    await smtp?.close();
  },
});

/**
 * The three checks of a screen, named for the failure messages and the screenshot's file. A dialog or
 * menu over a page already checked: axe looks at it only (`within`), and the screenshot is the screen.
 */
async function check(page: Page, name: string, label: string, within?: string): Promise<void> {
  await expectFitsScreen(page, label, viewports.phone.width);
  await expectAccessible(page, `${label} (360 px)`, within);
  await screenshot(page, 'phone', `narrow-${name}`, within === undefined);
}

/** A dialog: open it, check it, close it with Escape. */
async function checkDialog(page: Page, open: Locator, dialogName: string, name: string): Promise<void> {
  await open.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await visible(dialog);
  await check(page, name, `the "${dialogName}" dialog`, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await hidden(dialog);
}

describe('the admin pages at 360 px', () => {
  it('fits the login page, then signs in', async () => {
    const { page } = phone;
    await page.goto('/admin/login');
    await visible(page.getByRole('button', { name: 'Sign In' }));
    await check(page, 'login', 'the login page');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(e2e.server.adminPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await eventually(async () => pathname(page) === '/admin/dashboard', 10_000, 'the dashboard after sign-in');
  });

  it('fits the dashboard with undelivered passes, and the event form', async () => {
    const { page } = phone;
    await visible(page.getByRole('heading', { name: 'Event Management Dashboard' }));
    await visible(page.getByText('Undelivered passes (2)'));
    await visible(page.getByRole('link', { name: `Manage ${EVENT_NAME}` }));
    await check(page, 'dashboard', 'the dashboard');
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Create New Event' }),
      'Create New Event',
      'event-form-create',
    );
  });

  it('fits the account menu and its dialogs', async () => {
    const { page } = phone;
    const menu = page.getByRole('button', { name: 'Account menu' });
    await menu.click();
    await visible(page.getByRole('menuitem', { name: 'Change password' }));
    await check(page, 'account-menu', 'the account menu', '[role="menu"]');
    await page.getByRole('menuitem', { name: 'Change Support Email' }).click();
    const support = page.getByRole('dialog', { name: 'Update Support Email' });
    await visible(support.getByRole('button', { name: 'Cancel' }));
    await check(page, 'support-email', 'the "Update Support Email" dialog', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await hidden(support);
    await menu.click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const password = page.getByRole('dialog', { name: 'Change password' });
    await visible(password);
    await check(page, 'change-password', 'the "Change password" dialog', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await hidden(password);
  });

  it("fits the event's page, its dialogs and a registration's panel", async () => {
    const { page } = phone;
    await page.getByRole('link', { name: `Manage ${EVENT_NAME}` }).click();
    await visible(page.getByRole('heading', { name: EVENT_NAME, level: 1 }));
    const table = page.getByRole('table', { name: 'Registrations' });
    await visible(table.getByText(LONG_EMAIL));
    await visible(page.getByRole('heading', { name: EXHIBIT_NAME }));
    await check(page, 'event', "the event's page");

    await checkDialog(page, page.getByRole('button', { name: 'Add Exhibit' }), 'Create New Exhibit', 'exhibit-form');
    // (Editing opens the same two forms, filled in.)
    await checkDialog(page, page.getByRole('button', { name: 'Delete Event' }), 'Delete this event?', 'delete-event');
    await checkDialog(
      page,
      table.getByRole('button', { name: /^Maximilian/ }),
      'Maximilian Featherstonehaugh-Wolfeschlegelsteinhausen',
      'registration-panel',
    );
  });

  it("fits the event's activity and the whole activity", async () => {
    const { page } = phone;
    await page.getByRole('main').getByRole('link', { name: 'Activity' }).click();
    await eventually(async () => pathname(page) === `/admin/events/${eventId}/activity`, 10_000, 'event activity');
    const entries = page.getByRole('list', { name: 'Activity' });
    await visible(entries.getByText(EXHIBIT_NAME).first());
    await check(page, 'event-activity', "the event's activity page");

    await page.getByRole('navigation', { name: 'Admin (bottom bar)' }).getByRole('link', { name: 'Activity' }).click();
    await eventually(async () => pathname(page) === '/admin/activity', 10_000, 'the activity page');
    await visible(entries.getByText(STAFF_NAME).first());
    await visible(entries.getByText(LONG_EMAIL).first());
    await visible(entries.getByText(SUPPORT_EMAIL).first());
    await visible(page.getByRole('button', { name: 'Filter' }));
    await check(page, 'activity', 'the activity page');
  });

  it('fits the staff page', async () => {
    const { page } = phone;
    await page.getByRole('navigation', { name: 'Admin (bottom bar)' }).getByRole('link', { name: 'Staff' }).click();
    await visible(page.getByRole('list', { name: 'Staff accounts' }).getByText(STAFF_EMAIL));
    await check(page, 'staff', 'the staff page');
  });

  it('fits the scan page, its lookup and a visitor found', async () => {
    const { page } = phone;
    await page.getByRole('navigation', { name: 'Admin (bottom bar)' }).getByRole('link', { name: 'Scan' }).click();
    await visible(page.getByRole('heading', { name: 'Scan QR Code' }));
    await check(page, 'scan', 'the scan page');
    await page.getByRole('button', { name: 'Switch to Lookup' }).click();
    await page.getByLabel('Email or Phone Number').fill(LONG_EMAIL);
    await check(page, 'scan-lookup', "the scan page's lookup");
    await page.getByRole('button', { name: 'Find User' }).click();
    await visible(page.getByText(EXHIBIT_NAME).first());
    await check(page, 'scan-visitor', 'the scan page with a visitor found');
  });
});
