/**
 * A past event is no trap (issue 20, item 6): its page offers "Delete Event", whose confirmation
 * says how many registrations and check-ins go with it; confirming deletes it and returns to the
 * dashboard.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endEvent, localDayEnd, localDayStart, type SeededEvent, signInAsAdmin } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, openVisitorPage, screenshot, type ViewportName } from './support/browser.ts';
import { eventually, visible } from './support/page-helpers.ts';
import { adminSession, registerVisitor, signInContext } from './support/scan.ts';
import { type E2eServer, startServer } from './support/server.ts';

let server: E2eServer;
let browser: Browser;

/** An ended event with 2 registrations and 1 check-in. */
async function endedEvent(name: string): Promise<SeededEvent> {
  const admin = await signInAsAdmin(server);
  const event = await admin.createEvent({
    name,
    description: 'Over and done.',
    startDate: localDayStart(0),
    endDate: localDayEnd(0),
  });
  const session = await adminSession(server);
  const exhibit = await session.createExhibit({
    eventId: event.id,
    name: 'Old Hall',
    startTime: '00:00',
    endTime: '23:59',
  });
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  await registerVisitor(server, event.id, {
    name: 'First Visitor',
    email: `first@${slug}.example`,
    phone: '555 010 3001',
  });
  const second = await registerVisitor(server, event.id, {
    name: 'Second Visitor',
    email: `second@${slug}.example`,
    phone: '555 010 3002',
  });
  const origin = server.baseUrl;
  const login = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username: 'admin', password: server.adminPassword }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const admitted = await fetch(`${origin}/api/admin/admit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ registrationId: second.token.split('.')[1], exhibitId: exhibit.id }),
  });
  expect(admitted.status).toBe(200);
  await endEvent(server, event.id);
  return event;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each<ViewportName>(['desktop', 'phone'])('deleting an ended event on %s', (viewport) => {
  it('says what goes with it and deletes it once confirmed', async () => {
    const event = await endedEvent(`Old Fair ${viewport}`);
    const visitor = await openVisitorPage(browser, server.baseUrl, viewport);
    try {
      await signInContext(visitor.context, server);
      const { page } = visitor;
      await page.goto(`/admin/events/${event.id}`);
      await visible(page.getByText('This event has ended and is read-only.'));
      await page.getByRole('button', { name: 'Delete Event' }).click();
      const dialog = page.getByRole('dialog');
      await visible(
        dialog.getByText(
          'This event has ended. Deleting it also deletes its 2 registrations and 1 check-in. This cannot be undone.',
        ),
      );
      await expectAccessible(page, `delete ended event (${viewport})`);
      await screenshot(page, viewport, 'admin-delete-ended-event', false);

      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(new URL(page.url()).pathname).toBe(`/admin/events/${event.id}`);

      await page.getByRole('button', { name: 'Delete Event' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete Event' }).click();
      await eventually(
        async () => new URL(page.url()).pathname === '/admin/dashboard',
        10_000,
        'back to the dashboard',
      );
      await visible(page.locator('[aria-label^="Notifications"] li').filter({ hasText: 'Event deleted successfully' }));
      await page.goto(`/admin/events/${event.id}`);
      await visible(page.getByRole('heading', { name: 'Event Not Found' }));
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
