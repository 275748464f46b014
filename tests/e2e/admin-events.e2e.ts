/**
 * The organiser's journey through the built admin area, at desktop and phone sizes, part 2: the
 * dashboard, creating an event (with its validation messages) and exhibits, registrations arriving
 * and paged, editing, and deleting the event. (Sign-in: admin-sign-in.e2e.ts; an ended and a one-day
 * event: admin-event-dates.e2e.ts.) Every screen is checked with axe and photographed into
 * tests/.tmp/screens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededEvent } from './support/admin.ts';
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
  toastText,
} from './support/organiser-journey.ts';
import { dayInput, eventually, hidden, pathname, visible } from './support/page-helpers.ts';
import type { E2eServer } from './support/server.ts';
import { registerVisitor } from './support/visitors.ts';

let journey: Journey;
let server: E2eServer;
let endedEvent: SeededEvent;

beforeAll(async () => {
  journey = await startJourney();
  server = journey.server;
  endedEvent = await seedEndedEvent(server, journey.admin);
});

afterAll(() => stopServerAndBrowser(journey ?? {}));

describe.each<ViewportName>(['desktop', 'phone'])('organiser on %s', (viewport) => {
  const eventName = `Robotics Expo ${viewport}`;
  const renamedEvent = `Robotics & AI Expo ${viewport}`;
  let visitor: VisitorPage;
  let eventId = '';

  beforeAll(async () => {
    visitor = await openSignedInPage(journey.browser, server, viewport);
  });

  afterAll(() => closeExpectingNoProblems(visitor));

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
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Name',
      'Status',
      'Email',
      'Registered',
      'Checked in',
    ]);
    await visible(table.getByRole('row').nth(1).getByText('Not yet'));
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
    // A row opens the registrant's panel (issue 29 item 8): details, check-ins, the actions the role may take.
    await table.getByRole('button', { name: 'Visitor 12' }).click();
    const panel = page.getByRole('dialog', { name: 'Visitor 12' });
    await visible(panel.getByText('Walk-in Ltd'));
    await visible(panel.getByText('Not yet'));
    // The exhibits are days away: the refusal shows in the panel, where the tap was.
    await panel.getByRole('button', { name: 'Admit', exact: true }).click();
    await visible(panel.getByRole('alert').getByText(/^Admission Error: .*not today/));
    await panel.getByRole('button', { name: 'Resend QR' }).click();
    await visible(panel.getByRole('status').getByText(/^QR Code Resent: /));
    await expectAccessible(page, `registration panel (${viewport})`);
    await page.keyboard.press('Escape');
    await hidden(panel);
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
});
