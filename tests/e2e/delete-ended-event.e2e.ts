/**
 * A past event is no trap (issue 20, item 6): its page offers "Delete Event", whose confirmation
 * says how many registrations and check-ins go with it; confirming deletes it and returns to the
 * dashboard.
 */
import { describe, expect, it } from 'vitest';
import { adminCookie, endEvent, type SeededEvent, signInAsAdmin } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import { openVisitorPage, screenshot, type ViewportName } from './support/browser.ts';
import { eventually, visible } from './support/page-helpers.ts';
import { adminSession, registerVisitor, signInContext } from './support/scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';

/** An ended event with 2 registrations and 1 check-in. */
async function endedEvent(name: string): Promise<SeededEvent> {
  const admin = await signInAsAdmin(e2e.server);
  const event = await admin.createEvent(eventOnDays(name, 'Over and done.'));
  const session = await adminSession(e2e.server);
  const exhibit = await session.createExhibit({
    eventId: event.id,
    name: 'Old Hall',
    startTime: '00:00',
    endTime: '23:59',
  });
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  await registerVisitor(e2e.server, event.id, {
    name: 'First Visitor',
    email: `first@${slug}.example`,
    phone: '555 010 3001',
  });
  const second = await registerVisitor(e2e.server, event.id, {
    name: 'Second Visitor',
    email: `second@${slug}.example`,
    phone: '555 010 3002',
  });
  const origin = e2e.server.baseUrl;
  const cookie = await adminCookie(e2e.server);
  const admitted = await fetch(`${origin}/api/admin/admit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ registrationId: second.token.split('.')[1], exhibitId: exhibit.id }),
  });
  expect(admitted.status).toBe(200);
  await endEvent(e2e.server, event.id);
  return event;
}

const e2e = setUpServerAndBrowser();

// On a desk, where organisers link sheets and tidy up events: that these screens fit a phone is
// admin-narrow.e2e.ts's check (every admin page and dialog at 360 px).
describe('deleting an ended event on desktop', () => {
  const viewport: ViewportName = 'desktop';
  it('says what goes with it and deletes it once confirmed', async () => {
    const event = await endedEvent(`Old Fair ${viewport}`);
    const visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, viewport);
    try {
      await signInContext(visitor.context, e2e.server);
      const { page } = visitor;
      await page.goto(`/admin/events/${event.id}`);
      await visible(page.getByText('This event has ended and is read-only.'));
      // The numbers after the event (issue 30 item 5): of the 2 with a place, 1 came and 1 did not.
      const after = page.getByRole('heading', { name: 'After the event' }).locator('..');
      await visible(after);
      expect(await after.locator('dl > div').allInnerTexts()).toEqual([
        expect.stringMatching(/^Registered\s+2$/),
        expect.stringMatching(/^Came\s+1 \(50%\)$/),
        expect.stringMatching(/^No-shows\s+1 \(50%\)$/),
        expect.stringMatching(/^Cancelled\s+0 \(0%\)$/),
      ]);
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
