/**
 * The door scan page without a usable camera: the sign-in check, the camera error and its way out
 * ('Use Manual Entry'), lookup by e-mail and by phone, a choice among the registrations of one phone
 * number, a handheld scanner typing a pass's QR text and Enter into the lookup box, a forged pass,
 * an unknown visitor, a blank entry and a resend.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patient } from '../support/patience.ts';
import { expectAccessible } from './support/axe.ts';
import { screenContextOptions, screenshot, type ViewportName } from './support/browser.ts';
import { hidden, toastText, visible } from './support/page-helpers.ts';
import { launchScanBrowser, registerVisitor, signInContext, type Visitor } from './support/scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';

let grace: Visitor;
let exhibitName: string;

const e2e = setUpServerAndBrowser({
  seed: async (admin, server) => {
    const event = await admin.createEvent(eventOnDays('Lookup Fair', 'For the lookup tests.'));
    // Open all day: the door admits only during an exhibit's hours, and the tests run at any hour.
    exhibitName = (
      await admin.createExhibit({ eventId: event.id, name: 'Compiler Corner', startTime: '00:00', endTime: '23:59' })
    ).name;
    grace = await registerVisitor(server, event.id, {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 (555) 444-9090',
    });
    // A family on one phone number: the lookup lists them to choose from.
    for (const [name, email] of [
      ['Ada Lovelace', 'ada@example.com'],
      ['Charles Babbage', 'charles@example.com'],
    ] as const) {
      await registerVisitor(server, event.id, { name, email, phone: '+44 20 7946 0777' });
    }
    const emptyEvent = await admin.createEvent(eventOnDays('Empty Hall', 'No exhibits.', 1));
    await registerVisitor(server, emptyEvent.id, {
      name: 'Alan Turing',
      email: 'alan@example.com',
      phone: '555 123 0000',
    });
  },
  // No fake camera: getUserMedia fails, as on a device without a camera or with access denied.
  launch: () => launchScanBrowser(null),
});

async function newPage(
  viewport: ViewportName,
  signedIn: boolean,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await e2e.browser.newContext(screenContextOptions(e2e.server.baseUrl, viewport));
  if (signedIn) await signInContext(context, e2e.server);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // 401/404 answers provoked on purpose are logged by Chromium as failed resources.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  return { context, page, problems };
}

describe('the door scan page', () => {
  it('checks the session first and sends a signed-out visitor to the login page', async () => {
    const { context, page } = await newPage('phone', false);
    try {
      // Hold the session check a moment, so its message can be seen.
      await page.route('**/api/admin/me', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await page.goto('/admin/scan');
      await visible(page.getByText('Checking authentication...'));
      await page.waitForURL((url) => url.pathname === '/admin/login', { timeout: patient(10_000) });
    } finally {
      await context.close();
    }
  });
});

describe.each<ViewportName>(['phone', 'desktop'])('door lookup on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  const box = () => page.getByLabel('Email or Phone Number');
  const findUser = () => page.getByRole('button', { name: 'Find User' });

  beforeAll(async () => {
    ({ context, page, problems } = await newPage(viewport, true));
  });

  afterAll(async () => {
    await context?.close();
    expect(problems).toEqual([]);
  });

  it('says why the camera failed and offers manual entry', async () => {
    await page.goto('/admin/scan');
    await visible(page.getByRole('heading', { name: 'Scan QR Code' }));
    const error = await visible(page.getByText(/^Camera Error: .+/));
    expect(((await error.textContent()) ?? '').length).toBeGreaterThan('Camera Error: '.length);
    expect(await toastText(page, 'Camera Error')).toContain(
      'Failed to access camera. Please check permissions or use manual input.',
    );
    await expectAccessible(page, `scan camera error (${viewport})`);
    await screenshot(page, viewport, 'scan-camera-error', false);

    await page.getByRole('button', { name: 'Use Manual Entry' }).click();
    await visible(box());
    expect(await findUser().isDisabled()).toBe(true);
    await visible(page.getByRole('button', { name: 'Switch to Camera' }));
    await expectAccessible(page, `scan lookup (${viewport})`);
    await screenshot(page, viewport, 'scan-lookup', false);
  });

  it('refuses a blank entry', async () => {
    await box().fill('   ');
    expect(await findUser().isDisabled()).toBe(true);
    await box().press('Enter');
    expect(await toastText(page, 'Input Required')).toContain('Please enter email or phone number');
  });

  it('finds a visitor by e-mail, admits, and starts over', async () => {
    await box().fill('  GRACE@example.com ');
    expect(await findUser().isEnabled()).toBe(true);
    await findUser().click();
    await visible(page.getByRole('heading', { name: 'Admit to Exhibits' }));
    await visible(page.getByRole('heading', { name: 'Grace Hopper' }));
    const card = page.locator('li').filter({ has: page.getByRole('heading', { name: exhibitName }) });
    if (viewport === 'phone') {
      await card.getByRole('button', { name: 'Admit', exact: true }).click();
      await visible(page.getByRole('heading', { name: 'Admitted', exact: true }));
      await visible(page.getByText(`Admitted to ${exhibitName}.`));
    }
    await visible(card.getByRole('button', { name: 'Admitted' }));
    await visible(card.getByText(/Checked in at \d{1,2}:\d{2} [AP]M/));

    await page.getByRole('button', { name: 'Resend QR' }).click();
    // Said beside the button, where no toast covers "New Scan".
    await visible(page.getByText('QR Code Resent: QR code sent to grace@example.com.'));

    await page.getByRole('button', { name: 'Scan Another QR Code' }).click();
    await visible(box());
    expect(await box().inputValue()).toBe('');
  });

  it('finds a visitor by phone number, whatever the punctuation', async () => {
    await box().fill('1 555.444.9090');
    await box().press('Enter');
    await visible(page.getByRole('heading', { name: 'Grace Hopper' }));
    await page.getByRole('button', { name: 'New Scan' }).click();
    await visible(box());
  });

  it('lists the registrations on one phone number and opens the one chosen', async () => {
    await box().fill('44 (20) 7946-0777');
    await box().press('Enter');
    await visible(page.getByRole('heading', { name: '2 registrations match. Choose one:' }));
    const ada = page.getByRole('button', { name: /Ada Lovelace/ });
    const charles = page.getByRole('button', { name: /Charles Babbage/ });
    expect(await ada.textContent()).toBe('Ada Lovelaceada@example.comLookup Fair');
    expect(await charles.textContent()).toBe('Charles Babbagecharles@example.comLookup Fair');
    await expectAccessible(page, `scan lookup matches (${viewport})`);
    await screenshot(page, viewport, 'scan-lookup-matches', false);

    await charles.click();
    await visible(page.getByRole('heading', { name: 'Admit to Exhibits' }));
    await visible(page.getByRole('heading', { name: 'Charles Babbage' }));
    await visible(page.getByText('charles@example.com'));
    await page.getByRole('button', { name: 'New Scan' }).click();
    await visible(box());
    expect(await page.getByRole('heading', { name: /registrations match/ }).count()).toBe(0);

    await box().fill('+44 20 7946 0777');
    await box().press('Enter');
    await page.getByRole('button', { name: /Ada Lovelace/ }).click();
    await visible(page.getByRole('heading', { name: 'Ada Lovelace' }));
    await page.getByRole('button', { name: 'New Scan' }).click();
    await visible(box());
  });

  it('validates a pass typed by a handheld scanner ending with Enter', async () => {
    await box().fill('');
    await box().click();
    await page.keyboard.type(grace.token, { delay: 2 });
    await page.keyboard.press('Enter');
    await visible(page.getByRole('heading', { name: 'Admit to Exhibits' }));
    await visible(page.getByRole('heading', { name: 'Grace Hopper' }));
    await page.getByRole('button', { name: 'New Scan' }).click();
    await visible(box());
  });

  it('rejects a forged pass and stays ready for the next one', async () => {
    const forged = `${grace.token.slice(0, -2)}${grace.token.endsWith('AA') ? 'BB' : 'AA'}`;
    await box().fill('');
    await box().click();
    await page.keyboard.type(forged);
    await page.keyboard.press('Enter');
    await visible(page.getByRole('heading', { name: 'Not admitted' }));
    await visible(page.getByText('This QR code is not valid or has expired.'));
    expect(await page.getByRole('heading', { name: 'Admit to Exhibits' }).count()).toBe(0);
    await expectAccessible(page, `scan refused (${viewport})`);
    await page.getByRole('button', { name: 'Scan Another QR Code' }).click();
    await visible(box());
  });

  it('says so when nobody matches', async () => {
    await box().fill('nobody@example.com');
    await box().press('Enter');
    expect(await toastText(page, 'User Not Found')).toContain('No registration found with this email or phone.');
    expect(await box().inputValue()).toBe('nobody@example.com');
  });

  it('shows No Exhibits for an event without any', async () => {
    await box().fill('alan@example.com');
    await box().press('Enter');
    await visible(page.getByRole('heading', { name: 'Alan Turing' }));
    await visible(page.getByText('No exhibits associated with this registration.'));
    await visible(page.getByRole('heading', { name: 'No Exhibits' }));
    await screenshot(page, viewport, 'scan-no-exhibits', false);
    await page.getByRole('button', { name: 'Scan Another QR Code' }).click();
  });

  it('switches back to the camera and again to lookup, clearing the entry', async () => {
    await box().fill('something');
    await page.getByRole('button', { name: 'Switch to Camera' }).click();
    await visible(page.getByText(/^Camera Error: /));
    await hidden(box());
    await page.getByRole('button', { name: 'Switch to Lookup' }).click();
    expect(await box().inputValue()).toBe('');
  });

  it('sends the organiser to the login page when the session ended meanwhile', async () => {
    await context.clearCookies();
    await box().fill('grace@example.com');
    await box().press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin/login', { timeout: patient(10_000) });
  });
});
