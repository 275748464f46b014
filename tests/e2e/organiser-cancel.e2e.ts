/**
 * The organiser's side of issue 30 item 5 in the browser: the registrations table's Status column
 * (registered, waiting, offered, cancelled; a cancelled row muted) and "Cancel registration" from a
 * registration's panel, confirmed in a dialog naming the person and the event, with a reason and
 * "E-mail the visitor", at desktop and at phone size; the server's refusal shown in the dialog; the
 * panel saying who cancelled, when and why; a viewer offered no Cancel. axe on each view.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminCookie, type SeededEvent } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import { openVisitorPage, screenshot, type VisitorPage } from './support/browser.ts';
import { eventually, hidden, pathname, toastText, visible } from './support/page-helpers.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';

const EVENT = 'Lighthouse Fair';

let desktop: VisitorPage;
let phone: VisitorPage;
let problems: string[] = [];

/** Registers a visitor through the public API; 201 with a place, 202 on the waiting list. */
async function register(baseUrl: string, eventId: string, name: string, expected: 201 | 202) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name, email, phone: '+1 202 555 0142', company: 'Harbour Ltd', eventId }),
  });
  expect(response.status, await response.text()).toBe(expected);
}

const e2e = setUpServerAndBrowser<{ event: SeededEvent }>({
  seed: async (admin, server) => {
    // Two places: Ada and Ben have one, Cleo and Dan wait.
    const event = await admin.createEvent({ ...eventOnDays(EVENT, 'Lamps and lenses by the sea.', 0, 1), capacity: 2 });
    await register(server.baseUrl, event.id, 'Ada Lamp', 201);
    await register(server.baseUrl, event.id, 'Ben Lens', 201);
    await register(server.baseUrl, event.id, 'Cleo Wick', 202);
    await register(server.baseUrl, event.id, 'Dan Twice', 202);
    return { event };
  },
  afterStart: async ({ browser, server }) => {
    desktop = await openVisitorPage(browser, server.baseUrl, 'desktop');
    phone = await openVisitorPage(browser, server.baseUrl, 'phone');
  },
  beforeStop: async () => {
    problems = [...(desktop?.problems ?? []), ...(phone?.problems ?? [])];
    await desktop?.close();
    await phone?.close();
  },
  afterStop: () => {
    expect(problems).toEqual([]);
  },
});

async function signInAs(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await eventually(async () => pathname(page) === '/admin/dashboard', 10_000, 'the dashboard');
}

async function openEvent(page: Page) {
  await page.goto(`/admin/events/${e2e.seeded.event.id}`);
  await visible(page.getByRole('heading', { name: EVENT }));
  const table = page.getByRole('table', { name: 'Registrations' });
  // Its rows, not the loading placeholder (a busy machine renders the heading well before).
  await visible(table.getByRole('columnheader', { name: 'Name' }), 15_000);
  return table;
}

/** The Status cell of a person's row. */
const statusOf = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Registrations' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name, exact: true }) })
    .getByRole('cell')
    .nth(1);

/** The organiser's API, for a change made behind the page's back. */
async function cancelThroughApi(name: string) {
  const { baseUrl } = e2e.server;
  const cookie = await adminCookie(e2e.server);
  const headers = { 'content-type': 'application/json', origin: baseUrl, cookie };
  const page = await fetch(
    `${baseUrl}/api/admin/events/${e2e.seeded.event.id}/registrations?q=${encodeURIComponent(name)}`,
    { headers },
  );
  const id = ((await page.json()) as { items: { id: string }[] }).items[0]!.id;
  const cancelled = await fetch(`${baseUrl}/api/admin/registrations/${id}/cancel`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ notify: false }),
  });
  expect(cancelled.status).toBe(200);
}

describe("the organiser's registrations, with their status", () => {
  it('shows each status, and cancels a registration with a reason at desktop size', async () => {
    const { page } = desktop;
    await signInAs(page, 'admin', e2e.server.adminPassword);
    const table = await openEvent(page);
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Name',
      'Status',
      'Email',
      'Registered',
      'Checked in',
    ]);
    await visible(page.getByText('4 registrations', { exact: true }));
    expect(await statusOf(page, 'Ada Lamp').textContent()).toBe('Registered');
    expect(await statusOf(page, 'Cleo Wick').textContent()).toBe('Waiting');
    await expectAccessible(page, 'event page with statuses (desktop)');

    await table.getByRole('button', { name: 'Ada Lamp' }).click();
    const panel = page.getByRole('dialog', { name: 'Ada Lamp' });
    await visible(panel.getByText('Registered', { exact: true }));
    await visible(panel.getByRole('button', { name: 'Resend QR' }));
    await screenshot(page, 'desktop', 'organiser-cancel-panel-open', false);
    await panel.getByRole('button', { name: 'Cancel registration' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel the registration of Ada Lamp?' });
    await visible(confirm.getByText(`Ada Lamp loses their place at ${EVENT}`));
    const notify = confirm.getByLabel('E-mail the visitor');
    expect(await notify.isChecked()).toBe(true);
    await confirm.getByLabel('Reason (optional)').fill('Booked twice');
    await expectAccessible(page, 'cancel confirmation (desktop)');
    await screenshot(page, 'desktop', 'organiser-cancel-confirm', false);
    await confirm.getByRole('button', { name: 'Cancel registration' }).click();
    await toastText(page, 'Registration cancelled. The visitor has been e-mailed.');
    await hidden(confirm);

    // The panel stays open on the cancelled registration: who, when and why; nothing left to do.
    await visible(panel.getByText('Cancelled', { exact: true }));
    await visible(panel.getByText(/^Cancelled by the organiser on .+: Booked twice$/));
    expect(await panel.getByRole('button', { name: /Cancel registration|Resend QR|Admit/ }).count()).toBe(0);
    // The focus, whose button went, is on what happened.
    await eventually(
      async () =>
        /^Cancelled by the organiser on .+: Booked twice$/.test(
          await page.evaluate<string>('document.activeElement?.textContent ?? ""'),
        ),
      5000,
      'the focus',
    );
    await expectAccessible(page, 'cancelled registration panel (desktop)');
    await screenshot(page, 'desktop', 'organiser-cancel-panel', false);
    // Escape would dismiss the toast first.
    await panel.getByRole('button', { name: 'Close' }).click();
    await hidden(panel);

    // The table follows: Ada cancelled, her place offered to Cleo, the first in line.
    await eventually(async () => (await statusOf(page, 'Ada Lamp').textContent()) === 'Cancelled');
    expect(await statusOf(page, 'Cleo Wick').textContent()).toBe('Offered');
    expect(await statusOf(page, 'Dan Twice').textContent()).toBe('Waiting');
    await screenshot(page, 'desktop', 'organiser-cancel-table');
  });

  it("shows the server's refusal in the dialog when the registration was cancelled meanwhile", async () => {
    const { page } = desktop;
    const table = page.getByRole('table', { name: 'Registrations' });
    await table.getByRole('button', { name: 'Dan Twice' }).click();
    const panel = page.getByRole('dialog', { name: 'Dan Twice' });
    await panel.getByRole('button', { name: 'Cancel registration' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel the registration of Dan Twice?' });
    await visible(confirm.getByText(`Dan Twice leaves the waiting list of ${EVENT}.`));
    await cancelThroughApi('Dan Twice');
    await confirm.getByRole('button', { name: 'Cancel registration' }).click();
    await visible(confirm.getByRole('alert').getByText('This registration is cancelled already.'));
    await confirm.getByRole('button', { name: 'Keep registration' }).click();
    await hidden(confirm);
    await panel.getByRole('button', { name: 'Close' }).click();
    await hidden(panel);
    await page.getByRole('button', { name: 'Refresh registrations' }).click();
    await eventually(async () => (await statusOf(page, 'Dan Twice').textContent()) === 'Cancelled');
  });

  it('cancels at phone size without e-mailing the visitor, the status beside the name', async () => {
    const { page } = phone;
    await signInAs(page, 'admin', e2e.server.adminPassword);
    const table = await openEvent(page);
    // The Status column is on the screen without scrolling the table sideways.
    const badge = statusOf(page, 'Ben Lens');
    await visible(badge.getByText('Registered'));
    const box = await badge.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    // A cancelled row is muted.
    const adaRow = table.getByRole('row').filter({ has: page.getByRole('button', { name: 'Ada Lamp' }) });
    expect(await adaRow.getAttribute('class')).toContain('text-muted-foreground');
    await expectAccessible(page, 'event page with statuses (phone)');
    await screenshot(page, 'phone', 'organiser-cancel-table-before');

    await table.getByRole('button', { name: 'Ben Lens' }).click();
    const panel = page.getByRole('dialog', { name: 'Ben Lens' });
    await panel.getByRole('button', { name: 'Cancel registration' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel the registration of Ben Lens?' });
    await confirm.getByLabel('Reason (optional)').fill('Asked by phone');
    await confirm.getByLabel('E-mail the visitor').uncheck();
    await expectAccessible(page, 'cancel confirmation (phone)');
    await screenshot(page, 'phone', 'organiser-cancel-confirm', false);
    await confirm.getByRole('button', { name: 'Cancel registration' }).click();
    await toastText(page, 'Registration cancelled.');
    await hidden(confirm);
    await visible(panel.getByText(/^Cancelled by the organiser on .+: Asked by phone$/));
    await screenshot(page, 'phone', 'organiser-cancel-panel', false);
    await panel.getByRole('button', { name: 'Close' }).click();
    await hidden(panel);
    await eventually(async () => (await statusOf(page, 'Ben Lens').textContent()) === 'Cancelled');
    await screenshot(page, 'phone', 'organiser-cancel-table');
  });

  it('offers a viewer no Cancel', async () => {
    const { baseUrl } = e2e.server;
    const cookie = await adminCookie(e2e.server);
    const added = await fetch(`${baseUrl}/api/admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify({ username: 'viewer-cancel', role: 'viewer', password: 'a-long-viewer-secret' }),
    });
    expect(added.status).toBe(201);
    const viewer = await openVisitorPage(e2e.browser, baseUrl, 'phone');
    try {
      const { page } = viewer;
      await signInAs(page, 'viewer-cancel', 'a-long-viewer-secret');
      const table = await openEvent(page);
      expect(await statusOf(page, 'Cleo Wick').textContent()).toBe('Offered');
      await table.getByRole('button', { name: 'Cleo Wick' }).click();
      const panel = page.getByRole('dialog', { name: 'Cleo Wick' });
      await visible(panel.getByText(/^Offered a place from the waiting list, to claim by /));
      await visible(panel.getByText('View only'));
      expect(await panel.getByRole('button', { name: /Cancel registration|Resend QR|Admit/ }).count()).toBe(0);
      await expectAccessible(page, 'registration panel, viewer (phone)');
      await page.keyboard.press('Escape');
      await table.getByRole('button', { name: 'Ada Lamp' }).click();
      const cancelled = page.getByRole('dialog', { name: 'Ada Lamp' });
      await visible(cancelled.getByText(/^Cancelled by the organiser on .+: Booked twice$/));
      expect(await cancelled.getByRole('button', { name: 'Cancel registration' }).count()).toBe(0);
      expect(viewer.problems).toEqual([]);
    } finally {
      await viewer.close();
    }
  });
});
