/**
 * Issue 32 at the door: a phone with "Admit on scan" in entry mode fills a studio of two places
 * counted as people inside at once, refuses the third visitor, switches to exit mode (remembered on
 * the device) and lets one out ("Goodbye, …" with the time inside); the third gets in after. The door
 * says "2 of 2 inside", and the organiser's exhibit card on a second device follows live. Without
 * Admit on scan, the visitor's card says "Inside since …" and offers "Let out", then "Admit" again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { eventually, hidden, visible } from './support/page-helpers.ts';
import {
  adminSession,
  doorScreen,
  launchScanBrowser,
  outcomePanel,
  registerVisitor,
  showToCamera,
  type Visitor,
} from './support/scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';

let eventId: string;
const visitors: Visitor[] = [];

const e2e = setUpServerAndBrowser({
  seed: async (admin, server) => {
    eventId = (await admin.createEvent(eventOnDays('Museum Night', 'Timed rooms.'))).id;
    await (await adminSession(server)).createExhibit({
      eventId,
      name: 'Studio',
      startTime: '00:00',
      endTime: '23:59',
      maxCapacity: 2,
      capacityMode: 'inside',
      reentry: true,
    });
    for (let index = 0; index < 3; index++) {
      visitors.push(
        await registerVisitor(server, eventId, {
          name: `Guest ${index}`,
          email: `inside-${index}@example.com`,
          phone: `555 030 ${String(index).padStart(4, '0')}`,
        }),
      );
    }
  },
  launch: () => launchScanBrowser(null),
});

/** The Entry / Exit choice as a person taps it: its label (the radio itself is visually hidden). */
const directionButton = (page: Page, name: 'Entry' | 'Exit') =>
  page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });

/** Shows a pass to the camera until the outcome panel says `heading`; its text. */
async function scan(page: Page, guest: Visitor, heading: string): Promise<string> {
  await showToCamera(page, guest.token);
  const shown = await visible(outcomePanel(page, heading));
  const text = (await shown.textContent()) ?? '';
  await showToCamera(page, null);
  await hidden(outcomePanel(page, heading), 10_000);
  return text;
}

describe('who is inside now, at the door', () => {
  it('fills a room to its limit, lets one out with a goodbye, admits the next, and counts inside live on another device', async () => {
    const door = await doorScreen(e2e.browser, e2e.server, 'phone');
    const organiser = await doorScreen(e2e.browser, e2e.server, 'desktop');
    try {
      const { page } = door;
      await page.goto('/admin/scan');
      await (await visible(page.getByRole('switch', { name: 'Admit on scan' }))).click();
      await (await visible(page.getByLabel('Exhibit'))).selectOption({ label: 'Studio · Museum Night' });
      await organiser.page.goto(`/admin/events/${eventId}`);
      const card = organiser.page.getByTestId('exhibit-inside');
      await eventually(async () => (await card.textContent()) === '0 of 2 inside now', 15_000, 'the card says 0');

      expect(await scan(page, visitors[0]!, 'Admitted')).toContain('Guest 0');
      expect(await scan(page, visitors[1]!, 'Admitted')).toContain('Guest 1');
      const occupancy = page.getByTestId('door-occupancy');
      await eventually(async () => (await occupancy.textContent()) === '2 of 2 inside', 10_000, 'the door says 2 of 2');
      expect(await scan(page, visitors[2]!, 'Not admitted')).toContain('Studio is full (2 inside).');
      await eventually(async () => (await card.textContent()) === '2 of 2 inside now', 15_000, 'the card follows');

      // Exit mode, remembered on the device.
      await directionButton(page, 'Exit').click();
      const goodbye = await scan(page, visitors[0]!, 'Goodbye, Guest 0');
      expect(goodbye).toContain('0 minutes inside Studio');
      await eventually(async () => (await occupancy.textContent()) === '1 of 2 inside', 10_000, 'one left');
      expect(await scan(page, visitors[2]!, 'Not admitted')).toContain('Not inside Studio.');
      await page.reload();
      await visible(page.getByRole('heading', { name: 'Scan QR Code' }));
      expect(await page.getByRole('radio', { name: 'Exit' }).isChecked()).toBe(true);
      await showToCamera(page, visitors[1]!.token);
      await visible(outcomePanel(page, 'Goodbye, Guest 1'));
      await screenshot(page, 'phone', 'door-exit-goodbye', false);
      await showToCamera(page, null);

      await directionButton(page, 'Entry').click();
      expect(await scan(page, visitors[2]!, 'Admitted')).toContain('Guest 2');
      // Guest 0 left and the room lets visitors back in.
      expect(await scan(page, visitors[0]!, 'Admitted')).toContain('Guest 0');
      await eventually(async () => (await card.textContent()) === '2 of 2 inside now', 15_000, 'the card follows');
      await screenshot(page, 'phone', 'door-entry-exit-mode', false);
      await expectAccessible(page, 'the door in entry/exit mode');

      // Without Admit on scan: the visitor's card says since when they are inside, and lets them out.
      await page.getByRole('switch', { name: 'Admit on scan' }).click();
      await showToCamera(page, visitors[2]!.token);
      const studio = page.locator('li').filter({ has: page.getByRole('heading', { name: 'Studio' }) });
      await visible(studio.getByTestId('inside-since'));
      await showToCamera(page, null);
      await studio.getByRole('button', { name: 'Let out' }).click();
      const left = await visible(outcomePanel(page, 'Goodbye, Guest 2'));
      expect(await left.textContent()).toContain('0 minutes inside Studio');
      await hidden(studio.getByTestId('inside-since'));
      // Re-entry is allowed here: Admit again.
      await studio.getByRole('button', { name: 'Admit', exact: true }).click();
      await visible(outcomePanel(page, 'Admitted'));
      await visible(studio.getByTestId('inside-since'));
      await screenshot(page, 'phone', 'door-let-out-card', true);
    } finally {
      await door.context.close();
      await organiser.context.close();
    }
  });
});
