/**
 * The door at the speed of a queue, at phone size with a camera the test controls (a canvas: a pass
 * appears at a known instant). The camera starts once per visit and never stops; "Scan Another" is
 * tappable at once; with "Admit on scan" every new pass is admitted with no tap, a forged or repeated
 * pass is "Not admitted", and the switch and the exhibit survive a reload.
 */
import type { BrowserContext, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { patient } from '../support/patience.ts';
import { expectAccessible } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { hidden, visible } from './support/page-helpers.ts';
import {
  adminSession,
  doorScreen,
  launchScanBrowser,
  passExhibits,
  registerVisitor,
  type Visitor,
} from './support/scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';

let hall: { id: string; name: string };
let eventId: string;
const visitors: Visitor[] = [];

const e2e = setUpServerAndBrowser({
  seed: async (admin, server) => {
    const event = await admin.createEvent(eventOnDays('Queue Fair', 'A long queue at the door.'));
    eventId = event.id;
    hall = await (await adminSession(server)).createExhibit({
      eventId,
      name: 'Main Hall',
      startTime: '00:00',
      endTime: '23:59',
      maxCapacity: 40,
    });
    for (const [index, name] of [
      'Ada Lovelace',
      'Bob Stone',
      'Cy Young',
      'Dee Dee',
      'Eve Moss',
      'Fay Wray',
    ].entries()) {
      visitors.push(
        await registerVisitor(server, eventId, { name, email: `queue-${index}@example.com`, phone: `555 010${index}` }),
      );
    }
  },
  launch: () => launchScanBrowser(null),
});

async function phone(): Promise<{ context: BrowserContext; page: Page; admits: string[] }> {
  const { context, page } = await doorScreen(e2e.browser, e2e.server, 'phone');
  const admits: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/admin/admit-pass')) admits.push(request.postData() ?? '');
  });
  return { context, page, admits };
}

const qr = (text: string) => QRCode.toDataURL(text, { width: 430, margin: 4 });
const show = async (page: Page, text: string | null) =>
  page.evaluate(`window.__show(${JSON.stringify(text === null ? null : await qr(text))})`);
const cameraStarts = (page: Page) => page.evaluate('window.__cameraStarts') as Promise<number>;
const panel = (page: Page, heading: 'Admitted' | 'Not admitted') =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

/** The exhibit select shows the hall. */
const exhibitChosen = (page: Page) =>
  expect
    .poll(() => page.getByLabel('Exhibit', { exact: true }).inputValue(), { timeout: patient(10_000) })
    .toBe(hall.id);

async function checkedIn(registrationToken: string): Promise<boolean> {
  return (
    (await passExhibits(e2e.server, registrationToken)).find((exhibit) => exhibit.id === hall.id)?.hasCheckedIn ?? false
  );
}

describe('the door with a queue, on a phone', () => {
  it('shows four visitors in a row with one camera start, "Scan Another" tappable at once', async () => {
    const { context, page } = await phone();
    try {
      await page.goto('/admin/scan');
      for (const visitor of visitors.slice(0, 4)) {
        await show(page, visitor.token);
        await visible(page.getByRole('heading', { name: visitor.name }));
        await show(page, null);
        // Nothing covers it: Playwright's click fails on a covered button.
        await page.getByRole('button', { name: 'Scan Another QR Code' }).click({ timeout: patient(1000) });
        await visible(page.getByRole('heading', { name: 'Scan QR Code' }));
      }
      expect(await cameraStarts(page)).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('admits passes with no tap on "Admit on scan", refuses a forged and a repeated one, and remembers the choice', async () => {
    const { context, page, admits } = await phone();
    try {
      await page.goto('/admin/scan');
      const toggle = await visible(page.getByRole('switch', { name: 'Admit on scan' }));
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await toggle.click();
      // The only exhibit open today is chosen by itself.
      const exhibit = await visible(page.getByLabel('Exhibit'));
      await exhibitChosen(page);
      expect(await exhibit.locator('option:checked').textContent()).toBe('Main Hall · Queue Fair');
      await expectAccessible(page, 'scan with admit on scan');

      for (const [index, visitor] of visitors.slice(4, 6).entries()) {
        await show(page, visitor.token);
        const admitted = await visible(panel(page, 'Admitted'));
        expect(await admitted.textContent()).toContain(visitor.name);
        expect(await admitted.textContent()).toContain(`${index === 0 ? 39 : 38} of 40 places left`);
        if (index === 0) await screenshot(page, 'phone', 'scan-admit-on-scan', false);
        await show(page, null);
        await hidden(panel(page, 'Admitted'), 5000);
      }
      for (const visitor of visitors.slice(4, 6)) expect(await checkedIn(visitor.token)).toBe(true);

      await show(page, `${visitors[0]!.token.slice(0, -2)}zz`);
      const forged = await visible(panel(page, 'Not admitted'));
      expect(await forged.textContent()).toContain('This QR code is not valid or has expired.');
      await screenshot(page, 'phone', 'scan-admit-on-scan-refused', false);
      await show(page, null);

      // Eve again, after her quiet interval: already checked in.
      await page.waitForTimeout(3200);
      await show(page, visitors[4]!.token);
      const repeated = await visible(panel(page, 'Not admitted'));
      expect(await repeated.textContent()).toMatch(/Already checked in to Main Hall/);
      await show(page, null);
      expect(admits).toHaveLength(4);

      await page.reload();
      const again = await visible(page.getByRole('switch', { name: 'Admit on scan' }));
      expect(await again.getAttribute('aria-checked')).toBe('true');
      await exhibitChosen(page);
    } finally {
      await context.close();
    }
  });

  it('admits a pass held in view for 10 s exactly once', async () => {
    const { context, page, admits } = await phone();
    try {
      await page.goto('/admin/scan');
      const toggle = await visible(page.getByRole('switch', { name: 'Admit on scan' }));
      // Remembered from the test before on another phone? No: each context is its own device.
      if ((await toggle.getAttribute('aria-checked')) === 'false') await toggle.click();
      await exhibitChosen(page);
      await show(page, visitors[3]!.token);
      await visible(panel(page, 'Admitted'));
      await page.waitForTimeout(10_000);
      await show(page, null);
      expect(admits).toHaveLength(1);
      expect(await checkedIn(visitors[3]!.token)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
