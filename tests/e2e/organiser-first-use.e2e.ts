/**
 * What a new organiser stumbles on, at desktop and phone sizes: a link to an admin page signs in and
 * comes back to that page (never to another site), without the failed attempt's toast following; a
 * one-day event is one day on its card and its page; the event form says which fields are missing
 * and keeps its date fields level while one shows an error; a registrations table wider than the
 * phone says it scrolls sideways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayStart, type SeededEvent } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import {
  closeExpectingNoProblems,
  openVisitorPage,
  screenshot,
  type ViewportName,
  type VisitorPage,
} from './support/browser.ts';
import { dayInput, eventually, hidden, longDay, pathname, visible } from './support/page-helpers.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';
import { registerVisitor } from './support/visitors.ts';

let oneDay: SeededEvent;

const mediumDay = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

const e2e = setUpServerAndBrowser({
  seed: async (admin, server) => {
    oneDay = await admin.createEvent(eventOnDays('Maker Day', 'Soldering and 3D printing.', 2));
    for (const [index, name] of ['Grace Hopper', 'Katherine Johnson', 'Margaret Hamilton'].entries()) {
      await registerVisitor(server, oneDay.id, {
        name,
        email: `${name.toLowerCase().replace(' ', '.')}.${index}@computing.example.org`,
      });
    }
  },
});

describe.each<ViewportName>(['desktop', 'phone'])('a new organiser on %s', (viewport) => {
  let visitor: VisitorPage;

  beforeAll(async () => {
    visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, viewport);
  });

  afterAll(() => closeExpectingNoProblems(visitor));

  it('is sent to another site by no sign-in link', async () => {
    const { page } = visitor;
    for (const next of ['https://evil.example/admin/', '//evil.example/admin/', '/admin/../my-pass']) {
      await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
      await visible(page.getByRole('heading', { name: 'Admin Portal' }));
    }
    // The last one: signed in, it goes to the dashboard.
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(e2e.server.adminPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await visible(page.getByRole('heading', { name: 'Event Management Dashboard' }));
    expect(pathname(page)).toBe('/admin/dashboard');
    await visitor.context.clearCookies();
  });

  it('opens an event link signed out, signs in, and lands on that event without the old toast', async () => {
    const { page } = visitor;
    const eventPath = `/admin/events/${oneDay.id}`;
    await page.goto(eventPath);
    await eventually(async () => pathname(page) === '/admin/login', 10_000, 'redirect to /admin/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(eventPath);

    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' }));
    await page.getByLabel('Password').fill(e2e.server.adminPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await visible(page.getByRole('heading', { name: oneDay.name, level: 1 }));
    expect(pathname(page)).toBe(eventPath);
    // Signed in, the login page with a next goes there at once.
    await page.goto('/admin/dashboard');
    await visible(page.getByRole('heading', { name: 'Event Management Dashboard' }));
    await page.goto(`/admin/login?next=${encodeURIComponent(eventPath)}`);
    await eventually(async () => pathname(page) === eventPath, 10_000, `straight on to ${eventPath}`);
  });

  it('shows a one-day event as one day, without a time', async () => {
    const { page } = visitor;
    await page.goto(`/admin/events/${oneDay.id}`);
    const heading = page.getByRole('heading', { name: oneDay.name, level: 1 });
    await visible(heading);
    const period = page.locator('p').filter({ hasText: 'Period:' });
    expect(await period.textContent()).toBe(`Period: ${longDay(localDayStart(2))}`);

    await page.goto('/admin/dashboard');
    const card = page.getByRole('region', { name: 'Upcoming Events' }).getByRole('listitem').filter({
      hasText: oneDay.name,
    });
    await visible(card);
    const dates = await card.locator('dl').innerText();
    expect(dates.replace(/\s+/g, ' ').trim()).toBe(`On ${mediumDay(localDayStart(2))}`);
    expect(await page.locator('body').textContent()).not.toContain('12:00 AM');
  });

  it('says which fields the event form still needs, and keeps its dates level beside an error', async () => {
    const { page } = visitor;
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Create New Event' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    await visible(dialog);
    const save = dialog.getByRole('button', { name: 'Create Event' });
    expect(await save.isDisabled()).toBe(true);
    await visible(dialog.getByText('Fill in Event Name, Start Date and End Date to create the event.'));
    await dialog.getByLabel('Event Name').fill('Hack Night');
    await visible(dialog.getByText('Fill in Start Date and End Date to create the event.'));

    await dialog.getByLabel('Start Date').fill(dayInput(3));
    await dialog.getByLabel('End Date').fill(dayInput(2));
    await visible(dialog.getByText('End date must be after or same as start date'));
    await hidden(dialog.getByText(/^Fill in /));
    const start = await dialog.getByLabel('Start Date').boundingBox();
    const end = await dialog.getByLabel('End Date').boundingBox();
    if (viewport === 'desktop') {
      // Side by side: the two inputs on one line, whatever shows under one of them.
      expect(Math.abs((start?.y ?? 0) - (end?.y ?? 1))).toBeLessThan(1);
      expect(start?.height).toBe(end?.height);
    } else {
      expect((end?.y ?? 0) > (start?.y ?? 0)).toBe(true);
    }
    await expectAccessible(page, `event form with a date error (${viewport})`);
    await screenshot(page, viewport, 'event-form-date-error', false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await hidden(dialog);
  });

  it('says that the registrations table scrolls sideways when it is wider than the screen', async () => {
    const { page } = visitor;
    await page.goto(`/admin/events/${oneDay.id}`);
    const table = page.getByRole('region', { name: 'Registrations (scrollable)' });
    await visible(table);
    const [scrollWidth, clientWidth] = (await table.evaluate((element) => [
      element.scrollWidth,
      element.clientWidth,
    ])) as [number, number];
    const hint = page.getByText('Scroll sideways for more');
    if (viewport === 'phone') {
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      await visible(hint);
      await screenshot(page, viewport, 'registrations-scroll-hint');
    } else {
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      expect(await hint.count()).toBe(0);
    }
  });
});
