/**
 * The visitor's journey through the built app, at desktop and phone sizes: landing, registration
 * (and a refused duplicate), My Pass (not found, found, resend), exhibit check-in (QR required,
 * success, refused repeat), the 404 page and, on the phone, the side menu. Every page is checked
 * with axe and photographed into tests/.tmp/screens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQr as decodeQrDataUrl } from '../support/qr-decode.ts';
import type { SeededEvent, SeededExhibit } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import {
  closeExpectingNoProblems,
  openVisitorPage,
  screenshot,
  type ViewportName,
  type VisitorPage,
} from './support/browser.ts';
import { waitForEmails } from './support/mail.ts';
import { eventually, hidden, toastText, visible } from './support/page-helpers.ts';
import { designSummit, openSourceMeetup, setUpServerAndBrowser } from './support/suite.ts';

const isLoadedImage = (element: unknown) => {
  const image = element as { complete: boolean; naturalWidth: number };
  return image.complete && image.naturalWidth > 0;
};

let event: SeededEvent;
let laterEvent: SeededEvent;
let morningExhibit: SeededExhibit;
let eveningExhibit: SeededExhibit;

const e2e = setUpServerAndBrowser({
  seed: async (admin) => {
    event = await admin.createEvent(designSummit());
    laterEvent = await admin.createEvent(openSourceMeetup(10));
    morningExhibit = await admin.createExhibit({
      eventId: event.id,
      name: 'Midnight Prototypes',
      description: 'Sketches and early prototypes from the night shift.',
      // Open all day: check-in is refused outside an exhibit's hours, and the test runs at any hour.
      startTime: '00:00',
      endTime: '23:59',
    });
    eveningExhibit = await admin.createExhibit({
      eventId: event.id,
      name: 'Type and Colour Lab',
      startTime: '13:00',
      endTime: '23:59',
    });
  },
});

describe.each<ViewportName>(['desktop', 'phone'])('visitor on %s', (viewport) => {
  const email = `visitor.${viewport}@example.com`;
  let visitor: VisitorPage;
  let qrToken = '';

  beforeAll(async () => {
    visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, viewport);
  });

  afterAll(() => closeExpectingNoProblems(visitor));

  it('shows the available events on the landing page', async () => {
    const { page } = visitor;
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Welcome to ID Event' }));
    await visible(
      page.getByText(
        'Your gateway to seamless event experiences. Register for events and access them with your personal QR pass.',
      ),
    );
    await visible(page.getByRole('heading', { name: 'Available Events' }));
    const card = page.getByRole('listitem').filter({ hasText: event.name });
    await visible(card);
    await visible(card.getByText('Available', { exact: true }));
    const start = new Date(event.startDate).toLocaleDateString('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    await visible(card.getByText(start));
    const link = card.getByRole('link', { name: /Register for Event/ });
    expect(await link.getAttribute('href')).toBe(`/register?eventId=${event.id}`);
    // Soonest first.
    const names = await page.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(names.indexOf(event.name)).toBeLessThan(names.indexOf(laterEvent.name));
    const image = card.locator('img');
    await eventually(() => image.evaluate(isLoadedImage), 10_000, 'event image loaded');
    await expectAccessible(page, `landing (${viewport})`);
    await screenshot(page, viewport, 'landing');
  });

  it('registers for an event', async () => {
    const { page } = visitor;
    await page
      .getByRole('listitem')
      .filter({ hasText: event.name })
      .getByRole('link', { name: /Register for Event/ })
      .click();
    await visible(page.getByRole('heading', { name: event.name, level: 1 }));
    expect(await page.title()).toBe(`Register: ${event.name} · ID Event`);
    await visible(page.getByText('Available for Registration'));
    const submit = page.getByRole('button', { name: 'Complete Registration' });
    expect(await submit.isDisabled()).toBe(true);
    await expectAccessible(page, `registration form (${viewport})`);
    await screenshot(page, viewport, 'register-form');

    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Phone Number').fill('+1 555 010 0100');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Company').fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Company').fill('Analytical Engines Ltd');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();

    await visible(page.getByRole('heading', { name: 'Registration Successful!' }));
    expect(await toastText(page, 'Registration Successful!')).toContain('Check your email for your QR pass.');
    await visible(page.getByText(event.name, { exact: true }));
    await visible(page.getByText(email, { exact: true }));
    await visible(page.getByRole('link', { name: 'View My Pass' }));
    await visible(page.getByRole('link', { name: 'Back to Events' }));
    await expectAccessible(page, `registration success (${viewport})`);
    await screenshot(page, viewport, 'register-success');
    await waitForEmails(e2e.server.dataDir, email, 1);
  });

  it('refuses a second registration with the server message', async () => {
    const { page } = visitor;
    await page.goto(`/register?eventId=${event.id}`);
    await page.getByLabel('Full Name').fill('Ada Again');
    await page.getByLabel('Email Address').fill(email.toUpperCase());
    await page.getByLabel('Phone Number').fill('555 0101');
    await page.getByLabel('Company').fill('Analytical Engines Ltd');
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    const text = await toastText(page, 'Registration Failed');
    expect(text).toMatch(/already registered/i);
    expect(text).not.toMatch(/^\d{3}:/m);
    await screenshot(page, viewport, 'register-duplicate');
    await visible(page.getByRole('button', { name: 'Complete Registration' }));
  });

  it('shows Event Not Found for an unknown event and sends a missing event id home', async () => {
    const { page } = visitor;
    await page.goto('/register?eventId=00000000-0000-4000-8000-000000000000');
    await visible(page.getByRole('heading', { name: 'Event Not Found' }));
    await visible(page.getByText("The event you're trying to register for doesn't exist or is no longer available."));
    await expectAccessible(page, `event not found (${viewport})`);
    await screenshot(page, viewport, 'register-not-found');
    await page.getByRole('link', { name: 'Back to Events' }).click();
    await visible(page.getByRole('heading', { name: 'Available Events' }));

    await page.goto('/register');
    await eventually(async () => new URL(page.url()).pathname === '/', 10_000, 'redirect to /');
    await visible(page.getByRole('heading', { name: 'Welcome to ID Event' }));
  });

  it('says Pass Not Found for an unknown e-mail, and Try Again clears the search', async () => {
    const { page } = visitor;
    await page.goto('/my-pass');
    const find = page.getByRole('button', { name: 'Find My Pass' });
    expect(await find.isDisabled()).toBe(true);
    await page.getByLabel('Email Address').fill('   ');
    expect(await find.isDisabled()).toBe(true);
    await expectAccessible(page, `my pass (${viewport})`);
    await screenshot(page, viewport, 'my-pass-search');

    await page.getByLabel('Email Address').fill('nobody@example.com');
    await find.click();
    await visible(page.getByRole('heading', { name: 'Pass Not Found' }));
    await visible(page.getByText("We couldn't find a registration with that email address."));
    await expectAccessible(page, `pass not found (${viewport})`);
    await screenshot(page, viewport, 'my-pass-not-found');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await hidden(page.getByRole('heading', { name: 'Pass Not Found' }));
    expect(await page.getByLabel('Email Address').inputValue()).toBe('');
  });

  it('finds the pass and resends it', async () => {
    const { page } = visitor;
    await page.goto('/my-pass');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Email Address').press('Enter');
    await visible(page.getByRole('heading', { name: event.name }));
    await visible(page.getByText('Ada Lovelace'));
    await visible(page.getByText('This is your pass for the currently ongoing event'));
    await visible(page.getByText('Ongoing', { exact: true }));
    await visible(page.getByText('Secure • Personal • Non-transferable'));
    const qr = page.getByRole('img', { name: /QR code pass/ });
    await visible(qr);
    await eventually(() => qr.evaluate(isLoadedImage), 10_000, 'QR loaded');
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(200);
    qrToken = decodeQrDataUrl((await qr.getAttribute('src')) ?? '');
    expect(qrToken.length).toBeGreaterThan(10);
    await expectAccessible(page, `pass found (${viewport})`);
    await screenshot(page, viewport, 'my-pass-found');

    await page.getByRole('button', { name: 'Resend QR to Email' }).click();
    await visible(page.getByText(`QR code sent successfully to ${email}.`));
    await screenshot(page, viewport, 'my-pass-resent');
    await waitForEmails(e2e.server.dataDir, email, 2);
    // The confirmation goes away by itself after 5 seconds.
    await hidden(page.getByText(`QR code sent successfully to ${email}.`), 10_000);
  });

  it("checks in to one of today's exhibits, once", async () => {
    const { page } = visitor;
    await page.goto('/exhibits');
    await visible(page.getByRole('heading', { name: "Today's Exhibits" }));
    const morning = page.getByRole('listitem').filter({ hasText: morningExhibit.name });
    await visible(morning.getByText('12:00 AM – 11:59 PM'));
    await visible(morning.getByText('Active', { exact: true }));
    await visible(page.getByRole('listitem').filter({ hasText: eveningExhibit.name }).getByText('1:00 PM – 11:59 PM'));
    await expectAccessible(page, `exhibits (${viewport})`);
    await screenshot(page, viewport, 'exhibits');

    await morning.getByRole('button', { name: 'Check In Now' }).click();
    expect(await toastText(page, 'QR Code Required')).toContain(
      'Please scan your QR code first or enter QR data manually.',
    );
    await screenshot(page, viewport, 'exhibits-qr-required');

    // A keyboard-wedge scanner types the code and presses Enter: the value must stay put.
    const box = page.getByLabel('QR Code Data');
    await box.click();
    await page.keyboard.type(qrToken);
    await page.keyboard.press('Enter');
    expect(await box.inputValue()).toBe(qrToken);
    expect(new URL(page.url()).pathname).toBe('/exhibits');

    await morning.getByRole('button', { name: 'Check In Now' }).click();
    await visible(page.getByRole('heading', { name: 'Successfully Checked In!' }));
    await visible(page.getByText(`Welcome to ${morningExhibit.name}`, { exact: true }));
    await visible(page.getByText('Enjoy your visit!'));
    expect(await toastText(page, 'Check-in Successful!')).toContain(`Welcome to ${morningExhibit.name}.`);
    await expectAccessible(page, `check-in success (${viewport})`);
    await screenshot(page, viewport, 'exhibits-success');

    // The box was emptied for the next pass. The same pass again: refused in a panel (the box emptied again).
    expect(await box.inputValue()).toBe('');
    await box.fill(qrToken);
    await hidden(page.getByRole('heading', { name: 'Successfully Checked In!' }));
    await morning.getByRole('button', { name: 'Check In Now' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Check-in Failed' });
    await visible(refusal);
    const reason = (await refusal.textContent()) ?? '';
    // Never when: anyone holding the pass could read it.
    expect(reason).toContain(`Already checked in to ${morningExhibit.name}.`);
    expect(reason).not.toMatch(/\d:\d\d [AP]M/);
    expect(await box.inputValue()).toBe('');
    await screenshot(page, viewport, 'exhibits-refused');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await hidden(refusal);

    await box.fill('not a pass');
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await box.inputValue()).toBe('');
  });

  it('shows Page Not Found for an unknown path', async () => {
    const { page } = visitor;
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await visible(page.getByRole('heading', { name: 'Page Not Found' }));
    expect(await page.title()).toBe('Page Not Found · ID Event');
    await expectAccessible(page, `404 (${viewport})`);
    await screenshot(page, viewport, 'not-found');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await visible(page.getByRole('heading', { name: 'Welcome to ID Event' }));
  });

  it.runIf(viewport === 'phone')('opens the side menu and closes it when a link is chosen', async () => {
    const { page } = visitor;
    await page.goto('/');
    const header = page.getByRole('banner');
    await hidden(header.getByRole('link', { name: 'My Pass' }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await visible(menu);
    await visible(menu.getByRole('link', { name: 'Staff Login' }));
    await expectAccessible(page, 'side menu (phone)');
    await screenshot(page, viewport, 'side-menu', false);
    await menu.getByRole('link', { name: 'My Pass' }).click();
    await hidden(menu);
    await visible(page.getByRole('heading', { name: 'My Pass', level: 1 }));
    expect(new URL(page.url()).pathname).toBe('/my-pass');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await visible(page.getByRole('dialog', { name: 'Menu' }));
    await page.keyboard.press('Escape');
    await hidden(page.getByRole('dialog', { name: 'Menu' }));
  });

  it.runIf(viewport === 'desktop')('shows the header links on desktop', async () => {
    const { page } = visitor;
    await page.goto('/my-pass');
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'My Pass' }).getAttribute('href')).toBe('/my-pass');
    expect(await header.getByRole('link', { name: 'Staff Login' }).getAttribute('href')).toBe('/admin/login');
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
  });
});
