/**
 * What a visitor reads where they are looking, at desktop and phone sizes: the home page's link to the
 * public check-in, an event's days without a midnight time (one day said once), a disabled button
 * that says which fields are missing, a second registration refused beside the button with a real link
 * to My Pass, and the pass resend limit told in the server's words. Rate limits are on here (the
 * resend limit is one of them).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayEnd, localDayStart, type SeededEvent, signInAsAdmin } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, openVisitorPage, screenshot, type ViewportName, type VisitorPage } from './support/browser.ts';
import { eventually, hidden, toastText, visible } from './support/page-helpers.ts';
import { type E2eServer, startServer } from './support/server.ts';
import { registerVisitor } from './support/visitors.ts';

const RESEND_LIMIT_MESSAGE =
  'This pass was sent several times already. Please check your inbox and spam folder, or try again in an hour.';

let server: E2eServer;
let browser: Browser;
let oneDay: SeededEvent;
let threeDays: SeededEvent;

/** 'Monday, June 2, 2025', as the pages write a day (the browser and the server share a time zone here). */
const longDay = (date: Date) =>
  date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '60' });
  const admin = await signInAsAdmin(server);
  oneDay = await admin.createEvent({
    name: 'Open Day',
    description: 'One day only.',
    startDate: localDayStart(1),
    endDate: localDayEnd(1),
  });
  threeDays = await admin.createEvent({
    name: 'Science Week',
    description: 'Three days of science.',
    startDate: localDayStart(2),
    endDate: localDayEnd(4),
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each<ViewportName>(['desktop', 'phone'])('a visitor on %s', (viewport) => {
  let visitor: VisitorPage;
  const email = `ada.${viewport}@example.com`;

  beforeAll(async () => {
    visitor = await openVisitorPage(browser, server.baseUrl, viewport);
    await registerVisitor(server, oneDay.id, { name: 'Ada Lovelace', email });
    await registerVisitor(server, threeDays.id, { name: 'Ada Lovelace', email: `week.${email}` });
  });

  afterAll(async () => {
    const problems = visitor?.problems ?? [];
    await visitor?.close();
    expect(problems).toEqual([]);
  });

  it("finds the public check-in from the home page (today's exhibits, for a kiosk tablet)", async () => {
    const { page } = visitor;
    await page.goto('/');
    const link = page.getByRole('link', { name: "At the event? Check in to today's exhibits" });
    await visible(link);
    expect(await link.getAttribute('href')).toBe('/exhibits');
    await link.click();
    await visible(page.getByRole('heading', { name: "Today's Exhibits" }));
    expect(new URL(page.url()).pathname).toBe('/exhibits');
  });

  it('reads the day of the event without a time, and what is missing while the button is disabled', async () => {
    const { page } = visitor;
    await page.goto(`/register?eventId=${oneDay.id}`);
    await visible(page.getByRole('heading', { name: oneDay.name, level: 1 }));
    const when = page.locator('time').first();
    expect(await when.textContent()).toBe(longDay(localDayStart(1)));
    expect(await page.locator('body').textContent()).not.toContain('12:00 AM');

    const submit = page.getByRole('button', { name: 'Complete Registration' });
    expect(await submit.isDisabled()).toBe(true);
    await visible(page.getByText('Fill in Full Name, Email Address, Phone Number and Company to register.'));
    await page.getByLabel('Full Name').fill('Ada Again');
    await page.getByLabel('Email Address').fill(email.toUpperCase());
    await page.getByLabel('Phone Number').fill('+1 555 010 0101');
    await visible(page.getByText('Fill in Company to register.'));
    expect(await submit.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByLabel('Company').fill('Analytical Engines Ltd');
    await hidden(page.getByText(/^Fill in .* to register\.$/));
    expect(await submit.isDisabled()).toBe(false);
    await expectAccessible(page, `registration form with its hint (${viewport})`);

    // Already registered: the refusal stays beside the button, with a link to My Pass.
    await submit.click();
    expect(await toastText(page, 'Registration Failed')).toMatch(/already registered/);
    const refusal = page.getByRole('alert').filter({ hasText: 'This email address is already registered' });
    await visible(refusal);
    expect(await refusal.textContent()).toBe(
      'This email address is already registered for this event. Use My Pass to find your pass.',
    );
    // Still there once the toast is long gone.
    await page.waitForTimeout(6_000);
    await visible(refusal);
    const myPass = refusal.getByRole('link', { name: 'Use My Pass to find your pass' });
    expect(await myPass.getAttribute('href')).toBe('/my-pass');
    await expectAccessible(page, `registration refused (${viewport})`);
    await screenshot(page, viewport, 'register-already-registered');
    await myPass.click();
    await visible(page.getByRole('button', { name: 'Find My Pass' }));
    expect(new URL(page.url()).pathname).toBe('/my-pass');
  });

  it("says a one-day event's day once on the pass, and a longer event's first and last day", async () => {
    const { page } = visitor;
    await page.goto('/my-pass');
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Find My Pass' }).click();
    await visible(page.getByRole('heading', { name: oneDay.name }));
    const days = page.locator('dl').first();
    expect(await days.locator('time').allTextContents()).toEqual([longDay(localDayStart(1))]);
    expect(await days.textContent()).not.toMatch(/From|To /);
    await screenshot(page, viewport, 'my-pass-one-day');

    await page.goto('/my-pass');
    await page.getByLabel('Email Address').fill(`week.${email}`);
    await page.getByRole('button', { name: 'Find My Pass' }).click();
    await visible(page.getByRole('heading', { name: threeDays.name }));
    const week = page.locator('dl').first();
    expect(await week.locator('time').allTextContents()).toEqual([
      longDay(localDayStart(2)),
      longDay(localDayStart(4)),
    ]);
    expect(await week.textContent()).toMatch(/From .*To /);
  });

  it('tells the resend limit in its own words, beside the button', async () => {
    const { page } = visitor;
    await page.goto('/my-pass');
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Find My Pass' }).click();
    await visible(page.getByRole('heading', { name: oneDay.name }));
    const resend = page.getByRole('button', { name: 'Resend QR to Email' });
    let refused = false;
    // A visitor may have the pass sent 5 times an hour; the next is refused.
    for (let attempt = 0; attempt < 7 && !refused; attempt++) {
      await resend.click();
      await eventually(
        async () =>
          (await page.getByText(`QR code sent successfully to ${email}.`).isVisible()) ||
          (await page.getByText(RESEND_LIMIT_MESSAGE).isVisible()),
        10_000,
        'an answer to the resend',
      );
      refused = await page.getByText(RESEND_LIMIT_MESSAGE).isVisible();
    }
    expect(refused).toBe(true);
    expect(await page.getByText('Failed to resend QR code').count()).toBe(0);
    await expectAccessible(page, `resend limit (${viewport})`);
    await screenshot(page, viewport, 'my-pass-resend-limit');
  });
});
