/**
 * The spreadsheet card of the event page against the built app and a local fake of the Sheets REST
 * API (the app signs its requests with a generated service-account key): linking a sheet, the one
 * automatic sync per page load and what it wrote, a read-only sheet's warning and its fix with Retry
 * Check, a sheet the account cannot open, Sync Now, an ended event's read-only card, and an app
 * without a key.
 */
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateServiceAccount, type SheetsFake, startSheetsFake } from '../support/sheets-fake.ts';
import { endEvent, signInAsAdmin } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import { screenContextOptions, screensDir, type ViewportName, viewports } from './support/browser.ts';
import { eventually, hidden, toasts, toastText, visible } from './support/page-helpers.ts';
import { signInContext } from './support/scan.ts';
import { type E2eServer, startServer } from './support/server.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';

const NOT_WRITABLE = 'The sheet is readable but not writable. Please add the service account as an Editor.';
const NOT_ACCESSIBLE =
  'The provided Google Sheets URL is invalid or not accessible with the configured service account.';

const account = generateServiceAccount('id-event-e2e@test-project.iam.gserviceaccount.com');
let fake: SheetsFake;

const e2e = setUpServerAndBrowser({
  env: async () => {
    fake = await startSheetsFake(account);
    return { GOOGLE_SERVICE_ACCOUNT_KEY: account.json, GOOGLE_SHEETS_API_ROOT: fake.rootUrl };
  },
  afterStop: async () => {
    await fake?.close();
  },
});

function newSheet(mode: 'normal' | 'read-only' = 'normal') {
  const id = randomBytes(24).toString('base64url');
  fake.addSpreadsheet(id, { title: 'Fair sheet', mode });
  return { id, url: `https://docs.google.com/spreadsheets/d/${id}/edit#gid=0` };
}

async function registerVisitor(target: E2eServer, eventId: string, name: string) {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}.${randomBytes(3).toString('hex')}@example.com`;
  const response = await fetch(`${target.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: target.baseUrl },
    body: JSON.stringify({ name, email, phone: '555 010 2030', company: 'Acme', eventId }),
  });
  if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
  return email;
}

interface CardPage {
  context: BrowserContext;
  page: Page;
  problems: string[];
  /** The POSTs to the event's sheets-sync call that the page sent, since the last `open`. */
  syncCalls: () => number;
  /** Access tests (`GET /api/admin/config/sheets-test`) since the page was opened. */
  testCalls: () => number;
  open(eventId: string): Promise<void>;
}

/** `as`: another account than the first owner (signed in instead of it). */
async function openCardPage(
  target: E2eServer,
  viewport: ViewportName,
  as?: { username: string; password: string },
): Promise<CardPage> {
  const context = await e2e.browser.newContext(screenContextOptions(target.baseUrl, viewport));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: target.baseUrl });
  if (as) {
    const login = await context.request.post(`${target.baseUrl}/api/admin/login`, {
      data: as,
      headers: { origin: target.baseUrl },
    });
    expect(login.status()).toBe(200);
  } else {
    await signInContext(context, target);
  }
  const page = await context.newPage();
  const problems: string[] = [];
  let syncs = 0;
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  let tests = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/admin\/events\/[^/]+\/sheets-sync$/.test(request.url())) syncs++;
    if (request.url().includes('/api/admin/config/sheets-test')) tests++;
  });
  return {
    context,
    page,
    problems,
    syncCalls: () => syncs,
    testCalls: () => tests,
    async open(eventId) {
      syncs = 0;
      tests = 0;
      await page.goto(`/admin/events/${eventId}`);
      await visible(card(page).getByRole('heading', { name: 'Google Sheets' }));
    },
  };
}

/** Waits for a toast with this title and this description (an earlier toast may still show the same title). */
async function expectToast(page: Page, title: string, description: string) {
  await visible(toasts(page).locator('li').filter({ hasText: title }).filter({ hasText: description }));
}

const card = (page: Page) => page.getByRole('region', { name: 'Google Sheets' });

/** A picture of the card alone, and a check that the page is no wider than the screen. */
async function cardScreenshot(page: Page, viewport: ViewportName, name: string) {
  await mkdir(screensDir, { recursive: true });
  await card(page).screenshot({
    path: path.join(screensDir, `${viewport}-sheets-${name}.png`),
    // The toasts and the sticky header would cover part of the card.
    style: '[aria-label^="Notifications"], header, nav { visibility: hidden; }',
  });
  // Nothing in the card sticks out of it, and the card fits the screen.
  const wider = await card(page).evaluate((region, screenWidth) => {
    const edge = Math.min(region.getBoundingClientRect().right, screenWidth);
    return [region, ...region.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > edge + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName}.${String(element.className).slice(0, 60)}`);
  }, viewports[viewport].width);
  expect(wider).toEqual([]);
}

// On a desk, where organisers link sheets and tidy up events: that these screens fit a phone is
// admin-narrow.e2e.ts's check (every admin page and dialog at 360 px).
describe('the spreadsheet card on desktop', () => {
  const viewport: ViewportName = 'desktop';
  let view: CardPage;

  beforeAll(async () => {
    view = await openCardPage(e2e.server, viewport);
  });

  afterAll(async () => {
    await view?.context.close();
    expect(view?.problems ?? []).toEqual([]);
  });

  it('links a sheet, syncs it once with a toast, warns when it turns read-only and recovers on Retry Check', async () => {
    const { page } = view;
    const admin = await signInAsAdmin(e2e.server);
    const event = await admin.createEvent(eventOnDays(`Sheets Fair ${viewport}`, 'For the spreadsheet card.', 0, 1));
    await admin.createExhibit({ eventId: event.id, name: 'Robot Lab', startTime: '10:00', endTime: '11:00' });
    const email = await registerVisitor(e2e.server, event.id, 'Ada Lovelace');
    const sheet = newSheet();

    await view.open(event.id);
    await visible(card(page).getByText('No spreadsheet is linked to this event yet.'));
    await visible(card(page).getByText(account.clientEmail));
    await expectAccessible(page, `sheets card, no link (${viewport})`);
    await cardScreenshot(page, viewport, 'no-link');

    // Edit mode: Save waits for text, a link that is not a sheet is refused here, Cancel keeps nothing.
    await card(page).getByRole('button', { name: 'Link a Spreadsheet' }).click();
    const field = card(page).getByLabel('Spreadsheet URL');
    const save = card(page).getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await field.fill('https://docs.google.com/document/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit');
    await save.click();
    await visible(card(page).getByText(/^This is not a Google Sheets link\. Paste the link of a Google Sheet/));
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, `sheets card, invalid link (${viewport})`);
    await cardScreenshot(page, viewport, 'edit-invalid');
    await card(page).getByRole('button', { name: 'Cancel' }).click();
    await visible(card(page).getByText('No spreadsheet is linked to this event yet.'));

    await card(page).getByRole('button', { name: 'Link a Spreadsheet' }).click();
    expect(await field.inputValue()).toBe('');
    await field.fill(sheet.url);
    await save.click();
    await expectToast(page, 'Google Sheets Updated', 'Event and exhibits were synced.');
    // ('Google Sheets URL updated' came first, replaced at once: one toast at a time; seen further down.)
    await visible(card(page).getByText('Connected: the service account can edit this sheet.'));
    await visible(card(page).getByRole('heading', { name: 'Spreadsheet URL' }));

    // What the sync wrote: the registered visitor on the Registrations tab, the exhibit as a column.
    await eventually(
      async () => fake.values(sheet.id, 'Registrations').some((row) => row[1] === email),
      10_000,
      'the visitor in the sheet',
    );
    const rows = fake.values(sheet.id, 'Registrations');
    expect(rows[0]?.slice(0, 6)).toEqual(['Name', 'Email', 'Phone', 'Company', 'Registered', 'Status']);
    expect(String(rows[0]?.[6])).toMatch(/^Robot Lab/);
    expect(rows.find((row) => row[1] === email)?.[0]).toBe('Ada Lovelace');
    expect(rows.find((row) => row[1] === email)?.[5]).toBe('registered');

    const lastSynced = card(page).getByText('Last synced:').locator('..');
    await eventually(async () => !(await lastSynced.textContent())?.includes('Not yet'), 10_000, 'last synced time');
    expect(await lastSynced.textContent()).toMatch(/\d{4} at \d{1,2}:\d{2} [AP]M/);
    const open = card(page).getByRole('link', { name: /Open Google Sheets/ });
    expect(await open.getAttribute('href')).toBe(sheet.url);
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('rel')).toContain('noopener');
    await expectAccessible(page, `sheets card, connected (${viewport})`);
    await cardScreenshot(page, viewport, 'connected');

    // Sync Now writes again and says what it wrote; the automatic sync stayed at one.
    const before = fake.requestsFor(sheet.id, 'values.batchUpdate').length;
    await card(page).getByRole('button', { name: 'Sync Now' }).click();
    await expectToast(page, 'Google Sheets Updated', 'Google Sheets updated: 1 exhibit and 1 registration.');
    expect(fake.requestsFor(sheet.id, 'values.batchUpdate').length).toBeGreaterThan(before);
    expect(view.syncCalls()).toBe(2);

    // Google down during a Sync Now: the toast says why, and the card shows the server's last error
    // until a sync succeeds again.
    fake.failNext(sheet.id, 1, 503);
    await card(page).getByRole('button', { name: 'Sync Now' }).click();
    await expectToast(page, 'Sync failed', 'Google Sheets could not be reached');
    const lastError = await visible(card(page).getByText('Last sync failed:').locator('..'));
    expect(await lastError.textContent()).toContain('Try again in a moment.');
    await cardScreenshot(page, viewport, 'sync-failed');
    await card(page).getByRole('button', { name: 'Sync Now' }).click();
    await expectToast(page, 'Google Sheets Updated', 'Google Sheets updated: 1 exhibit and 1 registration.');
    await hidden(card(page).getByText('Last sync failed:'));

    // The organiser's sharing turns read-only: on the next load, the warning and no automatic sync.
    fake.setMode(sheet.id, 'read-only');
    await view.open(event.id);
    const warning = card(page).getByRole('alert').filter({ hasText: 'Google Sheets Access Issue' });
    await visible(warning.getByText(NOT_WRITABLE));
    await visible(warning.getByText(account.clientEmail));
    await visible(warning.getByRole('link', { name: /Open Google Sheets/ }));
    expect(await card(page).getByRole('button', { name: 'Sync Now' }).count()).toBe(0);
    await expectAccessible(page, `sheets card, read-only sheet (${viewport})`);
    await cardScreenshot(page, viewport, 'read-only');

    await warning.getByRole('button', { name: 'Copy service account email' }).click();
    await visible(warning.getByRole('button', { name: 'Copied' }));
    await toastText(page, 'Email copied to clipboard');
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(account.clientEmail);

    // Fixed in Google Sheets, then Retry Check: connected, and this load's one automatic sync runs.
    fake.setMode(sheet.id, 'normal');
    await warning.getByRole('button', { name: 'Retry Check' }).click();
    await visible(card(page).getByText('Connected: the service account can edit this sheet.'));
    await expectToast(page, 'Google Sheets Updated', 'Event and exhibits were synced.');
    await hidden(card(page).getByText('Google Sheets Access Issue'));
    expect(view.syncCalls()).toBe(1);

    // A sheet the account cannot open at all (unknown to Google): the other warning, with the reason.
    const missing = `https://docs.google.com/spreadsheets/d/${randomBytes(24).toString('base64url')}/edit`;
    await card(page).getByRole('button', { name: 'Edit spreadsheet URL' }).click();
    expect(await field.inputValue()).toBe(sheet.url);
    await field.fill(missing);
    await save.click();
    await toastText(page, 'Google Sheets URL updated');
    await visible(card(page).getByText(NOT_ACCESSIBLE));
    await visible(
      card(page).getByText('This Google Sheet was not found. Check the link, and that the sheet still exists.'),
    );
    expect(view.syncCalls()).toBe(1);
    await cardScreenshot(page, viewport, 'not-accessible');
  });
});

describe('an ended event', () => {
  it('shows its link read-only, syncs it, and offers no edit and no Retry Check', async () => {
    const view = await openCardPage(e2e.server, 'desktop');
    const { page } = view;
    try {
      const admin = await signInAsAdmin(e2e.server);
      const event = await admin.createEvent(eventOnDays('Finished Fair', 'Already over.', -2, 0));
      await registerVisitor(e2e.server, event.id, 'Grace Hopper');
      const sheet = newSheet();
      const linked = await view.context.request.put(`${e2e.server.baseUrl}/api/admin/events/${event.id}/sheets-url`, {
        data: { sheetsUrl: sheet.url },
        headers: { origin: e2e.server.baseUrl },
      });
      expect(linked.status()).toBe(200);
      await endEvent(e2e.server, event.id);

      await view.open(event.id);
      await visible(card(page).getByText('The event has ended: its spreadsheet link can no longer be changed.'));
      await visible(card(page).getByText('Connected: the service account can edit this sheet.'));
      expect(await card(page).getByRole('button', { name: 'Edit spreadsheet URL' }).count()).toBe(0);
      await card(page).getByRole('button', { name: 'Sync Now' }).click();
      await expectToast(page, 'Google Sheets Updated', 'Google Sheets updated: 0 exhibits and 1 registration.');
      await expectAccessible(page, 'sheets card, ended event');
      await cardScreenshot(page, 'desktop', 'ended');

      fake.setMode(sheet.id, 'read-only');
      await view.open(event.id);
      await visible(card(page).getByText(NOT_WRITABLE));
      expect(await card(page).getByRole('button', { name: 'Retry Check' }).count()).toBe(0);
      await visible(card(page).getByText('Then reload this page.'));
      expect(await card(page).getByRole('button', { name: 'Sync Now' }).count()).toBe(0);
      await cardScreenshot(page, 'desktop', 'ended-read-only');
      expect(view.problems).toEqual([]);
    } finally {
      await view.context.close();
    }
  });
});

describe('a viewer', () => {
  it('sees the link, its last sync and the way to open it, with no access test (organisers only), no edit, no Sync Now, and no sync sent', async () => {
    const admin = await signInAsAdmin(e2e.server);
    const event = await admin.createEvent(eventOnDays('Watched Fair', 'Seen by a viewer.'));
    const sheet = newSheet();
    const owner = await openCardPage(e2e.server, 'phone');
    const viewer = { username: 'sheet-viewer', password: 'a-long-reader-secret' };
    try {
      const linked = await owner.context.request.put(`${e2e.server.baseUrl}/api/admin/events/${event.id}/sheets-url`, {
        data: { sheetsUrl: sheet.url },
        headers: { origin: e2e.server.baseUrl },
      });
      expect(linked.status()).toBe(200);
      const added = await owner.context.request.post(`${e2e.server.baseUrl}/api/admin/users`, {
        data: { ...viewer, role: 'viewer' },
        headers: { origin: e2e.server.baseUrl },
      });
      expect(added.status()).toBe(201);
    } finally {
      await owner.context.close();
    }

    const view = await openCardPage(e2e.server, 'phone', viewer);
    const { page } = view;
    try {
      await view.open(event.id);
      await visible(card(page).getByRole('heading', { name: 'Spreadsheet URL' }));
      await visible(card(page).getByText('Last synced:'));
      // The access test writes to the sheet: a viewer's page does not run it (issue 28 item 10).
      expect(view.testCalls()).toBe(0);
      expect(await card(page).getByText('Connected: the service account can edit this sheet.').count()).toBe(0);
      // Not the ended event's words: the event is on, the viewer only reads.
      expect(await card(page).getByText('The event has ended').count()).toBe(0);
      expect(await card(page).getByRole('button', { name: 'Edit spreadsheet URL' }).count()).toBe(0);
      expect(await card(page).getByRole('button', { name: 'Sync Now' }).count()).toBe(0);
      await visible(card(page).getByRole('link', { name: /Open/ }));
      expect(view.syncCalls()).toBe(0);
      await cardScreenshot(page, 'phone', 'viewer');
      expect(view.problems).toEqual([]);
    } finally {
      await view.context.close();
    }
  });
});

describe('an app without a service-account key', () => {
  let plain: E2eServer;

  beforeAll(async () => {
    plain = await startServer();
  });

  afterAll(async () => {
    await plain?.stop();
  });

  it.each<ViewportName>(['desktop', 'phone'])(
    'says how to configure syncing and offers nothing else (%s)',
    async (viewport) => {
      const view = await openCardPage(plain, viewport);
      const { page } = view;
      try {
        const admin = await signInAsAdmin(plain);
        const event = await admin.createEvent(eventOnDays('Unsynced Fair', 'No key.'));
        await view.open(event.id);
        await visible(card(page).getByText('Syncing is not configured'));
        const how = await visible(card(page).getByText(/GOOGLE_SERVICE_ACCOUNT_KEY/));
        expect(await how.textContent()).toContain('.env.example');
        expect(await card(page).getByRole('button').count()).toBe(0);
        expect(await card(page).getByRole('textbox').count()).toBe(0);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(view.syncCalls()).toBe(0);
        await expectAccessible(page, `sheets card, not configured (${viewport})`);
        await cardScreenshot(page, viewport, 'not-configured');
        expect(view.problems).toEqual([]);
      } finally {
        await view.context.close();
      }
    },
  );
});
