/**
 * An event's places (issue 30 item 1), on a phone: the organiser sets Places on the event form (a bad
 * value is refused on the field) and the landing card counts the few left; a full event's landing
 * card and registration page say "Full: join the waiting list", the visitor joins it and the success
 * view gives their position (no pass); the event page shows registered / places / waiting, and the
 * door finds the waiting visitor and says why they cannot come in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { closeExpectingNoProblems, openVisitorPage, screenshot, type VisitorPage } from './support/browser.ts';
import { toastText, visible } from './support/page-helpers.ts';
import { signInContext } from './support/scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';
import { registerVisitor } from './support/visitors.ts';

const e2e = setUpServerAndBrowser({
  seed: async (admin, server) => {
    const roboticsNight = await admin.createEvent({
      ...eventOnDays('Robotics Night', 'Build a robot in an evening.', 0, 1),
      capacity: 1,
    });
    // Its one place is taken.
    await registerVisitor(server, roboticsNight.id, { name: 'Ada Lovelace', email: 'ada.first@example.com' });
    const makerDay = await admin.createEvent(eventOnDays('Maker Day', 'Tools for everyone.', 0, 1));
    return { roboticsNight, makerDay };
  },
});

let organiser: VisitorPage;

beforeAll(async () => {
  organiser = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
  await signInContext(organiser.context, e2e.server);
});

afterAll(() => closeExpectingNoProblems(organiser));

describe('an event with places, on a phone', () => {
  it('the organiser sets Places on the event form; the landing card counts the few left', async () => {
    const { makerDay } = e2e.seeded;
    const { page } = organiser;
    await page.goto(`/admin/events/${makerDay.id}`);
    await visible(page.getByText('Places: no limit'));
    await page.getByRole('button', { name: 'Edit Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    const places = dialog.getByLabel('Places');
    expect(await places.inputValue()).toBe('');
    await places.fill('0');
    await visible(dialog.getByText('Places must be at least 1'));
    await places.fill('15');
    // The event's own reminder (issue 30 item 4): empty follows the app's setting.
    const reminder = dialog.getByLabel('Reminder (hours before)');
    expect(await reminder.inputValue()).toBe('');
    await reminder.fill('721');
    await visible(dialog.getByText('Reminder hours must be at most 720 (30 days)'));
    await reminder.fill('48');
    await expectAccessible(page, 'event form with Places (phone)');
    await screenshot(page, 'phone', 'admin-event-places', false);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect(await toastText(page, 'Event updated successfully')).toContain('Event updated successfully');
    await visible(page.getByText('Places: 15'));
    await visible(page.getByText('Reminder: 48 hours before the start'));

    const visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
    try {
      await visitor.page.goto('/');
      const card = visitor.page
        .locator('div')
        .filter({ has: visitor.page.getByRole('heading', { name: 'Maker Day' }) });
      await visible(card.getByText('15 places left').first());
    } finally {
      await closeExpectingNoProblems(visitor);
    }
  });

  it('a visitor joins the waiting list of a full event and is told their position', async () => {
    const { roboticsNight } = e2e.seeded;
    const visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
    try {
      const { page } = visitor;
      await page.goto('/');
      const card = page.locator('div').filter({ has: page.getByRole('heading', { name: 'Robotics Night' }) });
      await visible(card.getByText('Full: join the waiting list').first());

      await page.goto(`/register?eventId=${roboticsNight.id}`);
      await visible(page.getByRole('heading', { name: 'Robotics Night', level: 1 }));
      await visible(page.getByText('Full: join the waiting list'));
      await page.getByLabel('Full Name').fill('Grace Hopper');
      await page.getByLabel('Email Address').fill('grace.waiting@example.com');
      await page.getByLabel('Phone Number').fill('+1 555 010 0142');
      await page.getByLabel('Company').fill('Navy Labs');
      await expectAccessible(page, 'registration form of a full event (phone)');
      await screenshot(page, 'phone', 'register-full-event');
      await page.getByRole('button', { name: 'Join the Waiting List' }).click();

      await visible(page.getByRole('heading', { name: "You're on the waiting list" }));
      await visible(page.getByText('You are on the waiting list, position 1.'));
      await visible(page.getByText('You have no pass yet.', { exact: false }));
      expect(await page.getByRole('link', { name: 'View My Pass' }).count()).toBe(0);
      await expectAccessible(page, 'waiting list success view (phone)');
      await screenshot(page, 'phone', 'register-waiting-list');
    } finally {
      await closeExpectingNoProblems(visitor);
    }

    const { page } = organiser;
    await page.goto(`/admin/events/${roboticsNight.id}`);
    await visible(page.getByText('Places: 1'));
    const attendance = page.locator('dl').first();
    await visible(attendance.getByText('1 place'));
    const waiting = attendance.locator('div').filter({ has: page.getByText('Waiting', { exact: true }) });
    expect(await waiting.locator('dd').innerText()).toBe('1');
    await expectAccessible(page, 'event page with places and a waiting list (phone)');
  });

  it('the door finds the waiting visitor, says they are on the waiting list, and offers no pass to resend', async () => {
    const { page } = organiser;
    await page.goto('/admin/scan');
    await page.getByRole('button', { name: 'Use Manual Entry' }).click();
    await page.getByLabel('Email or Phone Number').fill('grace.waiting@example.com');
    await page.getByRole('button', { name: 'Find User' }).click();
    await visible(page.getByRole('heading', { name: 'Grace Hopper' }));
    await visible(page.getByText('On the waiting list: this person has no place at this event yet.'));
    expect(await page.getByRole('button', { name: 'Resend QR' }).count()).toBe(0);
    await expectAccessible(page, 'door view of a waiting registration (phone)');
    await screenshot(page, 'phone', 'scan-waiting-list', false);
  });
});
