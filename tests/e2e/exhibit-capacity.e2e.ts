/**
 * An exhibit's capacity on screen (issue 20, item 5): set in the exhibit form (refused below 1, and
 * by the server below the people already admitted, said on the field), shown on the exhibit card,
 * and the places left on the public check-in list and on the door's exhibit card.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminCookie, type SeededEvent } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import { openVisitorPage, screenshot, type VisitorPage } from './support/browser.ts';
import { visible } from './support/page-helpers.ts';
import { registerVisitor, signInContext } from './support/scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';

const EXHIBIT = 'Robot Petting Zoo';
let event: SeededEvent;
let desktop: VisitorPage;
let phone: VisitorPage;

/** An organiser call with a session of its own. */
async function organiserCall(method: string, path: string, body?: unknown) {
  const origin = e2e.server.baseUrl;
  const cookie = await adminCookie(e2e.server);
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function admitNewVisitor(exhibitId: string, index: number) {
  const visitor = await registerVisitor(e2e.server, event.id, {
    name: `Guest ${index}`,
    email: `guest${index}@example.com`,
    phone: `555 010 ${1000 + index}`,
  });
  const found = await organiserCall('POST', '/api/admin/lookup-user', { emailOrPhone: visitor.email });
  const admitted = await organiserCall('POST', '/api/admin/admit', {
    registrationId: found.body.registration.id,
    exhibitId,
  });
  expect(admitted.status).toBe(200);
}

const e2e = setUpServerAndBrowser({
  seed: async (admin) => {
    event = await admin.createEvent(eventOnDays('Capacity Fair', 'Small rooms.'));
  },
  afterStart: async ({ browser, server }) => {
    desktop = await openVisitorPage(browser, server.baseUrl, 'desktop');
    phone = await openVisitorPage(browser, server.baseUrl, 'phone');
    await signInContext(desktop.context, server);
    await signInContext(phone.context, server);
  },
  beforeStop: async () => {
    await desktop?.close();
    await phone?.close();
  },
  afterStop: () => {
    expect(desktop?.problems ?? []).toEqual([]);
    expect(phone?.problems ?? []).toEqual([]);
  },
});

const exhibitCard = (page: Page) => page.getByRole('article', { name: EXHIBIT });

describe('the capacity of an exhibit', () => {
  it('is set in the exhibit form, a whole number of at least 1, and shown on the card', async () => {
    const { page } = desktop;
    await page.goto(`/admin/events/${event.id}`);
    await page.getByRole('button', { name: 'Add Exhibit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Exhibit Name').fill(EXHIBIT);
    await dialog.getByLabel('Start Time').fill('00:00');
    await dialog.getByLabel('End Time').fill('23:59');
    const capacity = dialog.getByLabel('Capacity', { exact: true });
    expect(await capacity.getAttribute('placeholder')).toBe('Unlimited');
    await visible(dialog.getByText('Leave empty for no limit.'));
    await capacity.fill('0');
    await visible(dialog.getByText('Must be at least 1'));
    expect(await dialog.getByRole('button', { name: 'Create Exhibit' }).isDisabled()).toBe(true);
    await capacity.fill('2.5');
    await visible(dialog.getByText('Must be a whole number'));
    await capacity.fill('2');
    await expectAccessible(page, 'exhibit form with capacity');
    await screenshot(page, 'desktop', 'admin-exhibit-capacity', false);
    await dialog.getByRole('button', { name: 'Create Exhibit' }).click();
    await visible(exhibitCard(page).getByText('Capacity: 2'));
  });

  it('cannot be lowered below the people already admitted: the server says so on the field', async () => {
    const exhibits = await organiserCall('GET', '/api/admin/exhibits');
    const exhibit = exhibits.body.find((item: { name: string }) => item.name === EXHIBIT);
    await admitNewVisitor(exhibit.id, 1);
    await admitNewVisitor(exhibit.id, 2);

    const { page } = desktop;
    await exhibitCard(page).hover();
    await page.getByRole('button', { name: `Edit ${EXHIBIT}` }).click();
    const dialog = page.getByRole('dialog');
    const capacity = dialog.getByLabel('Capacity', { exact: true });
    expect(await capacity.inputValue()).toBe('2');
    await capacity.fill('1');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const message = `2 people are already admitted to ${EXHIBIT}: the capacity cannot be lower than 2.`;
    await visible(dialog.getByText(message));
    // The open dialog hides the toast area from the accessibility tree: found by its markup.
    const toast = page.locator('[aria-label^="Notifications"] li').filter({ hasText: 'Failed to update exhibit' });
    expect(await (await visible(toast)).textContent()).toContain(message);

    await capacity.fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await visible(exhibitCard(page).getByText('No capacity limit'));
    await exhibitCard(page).hover();
    await page.getByRole('button', { name: `Edit ${EXHIBIT}` }).click();
    await page.getByRole('dialog').getByLabel('Capacity', { exact: true }).fill('3');
    await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
    await visible(exhibitCard(page).getByText('Capacity: 3'));
  });

  it('shows the places left on the public check-in list', async () => {
    const { page } = phone;
    await page.goto('/exhibits');
    await visible(page.getByRole('heading', { name: EXHIBIT }));
    await visible(page.getByText('1 of 3 places left'));
    await screenshot(page, 'phone', 'exhibits-places-left', false);
  });

  it("shows the places left on the door's exhibit card, one fewer after an admission", async () => {
    await registerVisitor(e2e.server, event.id, {
      name: 'Last Guest',
      email: 'last@example.com',
      phone: '555 010 2000',
    });
    const { page } = phone;
    await page.goto('/admin/scan');
    await page.getByRole('button', { name: 'Switch to Lookup' }).click();
    await page.getByLabel('Email or Phone Number').fill('last@example.com');
    await page.getByLabel('Email or Phone Number').press('Enter');
    const card = page.locator('li').filter({ has: page.getByRole('heading', { name: EXHIBIT }) });
    await visible(card.getByText('1 of 3 places left'));
    await card.getByRole('button', { name: 'Admit', exact: true }).click();
    await visible(card.getByText('0 of 3 places left'));
    await expectAccessible(page, 'door places left');
    await screenshot(page, 'phone', 'scan-places-left', false);
  });
});
