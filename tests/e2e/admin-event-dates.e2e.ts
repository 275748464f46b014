/**
 * The organiser's journey through the built admin area, at desktop and phone sizes, part 3: an event
 * of one day fixes its exhibits' date, and an ended event is read-only. (Sign-in: admin-sign-in.e2e.ts;
 * events: admin-events.e2e.ts.) Every screen is checked with axe and photographed into tests/.tmp/screens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApi, SeededEvent } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import {
  closeExpectingNoProblems,
  screenshot,
  stopServerAndBrowser,
  type ViewportName,
  type VisitorPage,
} from './support/browser.ts';
import {
  expectNoSideScroll,
  type Journey,
  openSignedInPage,
  seedEndedEvent,
  startJourney,
} from './support/organiser-journey.ts';
import { dayInput, hidden, pathname, visible } from './support/page-helpers.ts';
import { eventOnDays } from './support/suite.ts';

let journey: Journey;
let admin: AdminApi;
let endedEvent: SeededEvent;

beforeAll(async () => {
  journey = await startJourney();
  admin = journey.admin;
  endedEvent = await seedEndedEvent(journey.server, admin);
});

afterAll(() => stopServerAndBrowser(journey ?? {}));

describe.each<ViewportName>(['desktop', 'phone'])('organiser on %s', (viewport) => {
  let visitor: VisitorPage;

  beforeAll(async () => {
    visitor = await openSignedInPage(journey.browser, journey.server, viewport);
  });

  afterAll(() => closeExpectingNoProblems(visitor));

  it('fixes the exhibit date of a one-day event', async () => {
    const { page } = visitor;
    const oneDay = await admin.createEvent(eventOnDays(`Hack Day ${viewport}`, 'One day of building.', 5));
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
});
