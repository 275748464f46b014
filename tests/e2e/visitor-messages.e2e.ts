/**
 * What a visitor reads where they are looking, at desktop and phone sizes: no home page link to the
 * kiosk's check-in (it is linked only on a kiosk, kiosk-enrolment.e2e.ts), an event's days without a midnight time (one day said once), a disabled button
 * that says which fields are missing, a second registration refused beside the button with a real link
 * to My Pass, and the pass resend limit told in the server's words. Rate limits are on here (the
 * resend limit is one of them).
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
import { afterHydration, eventually, hidden, longDay, toastText, visible } from './support/page-helpers.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';
import { registerVisitor } from './support/visitors.ts';

const RESEND_LIMIT_MESSAGE =
  'This pass was sent several times already. Please check your inbox and spam folder, or try again in an hour.';

let oneDay: SeededEvent;
let threeDays: SeededEvent;

const e2e = setUpServerAndBrowser({
  env: { RATE_LIMIT_PER_MINUTE: '60' },
  seed: async (admin) => {
    oneDay = await admin.createEvent(eventOnDays('Open Day', 'One day only.', 1));
    threeDays = await admin.createEvent(eventOnDays('Science Week', 'Three days of science.', 2, 4));
  },
});

describe.each<ViewportName>(['desktop', 'phone'])('a visitor on %s', (viewport) => {
  let visitor: VisitorPage;
  const email = `ada.${viewport}@example.com`;

  beforeAll(async () => {
    visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, viewport);
    await registerVisitor(e2e.server, oneDay.id, { name: 'Ada Lovelace', email });
    await registerVisitor(e2e.server, threeDays.id, { name: 'Ada Lovelace', email: `week.${email}` });
  });

  afterAll(() => closeExpectingNoProblems(visitor));

  it("is not sent from the home page to the kiosk's check-in, which has no camera", async () => {
    const { page } = visitor;
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Welcome to ID Event' }));
    await afterHydration(page);
    expect(await page.getByRole('link', { name: "At the event? Check in to today's exhibits" }).count()).toBe(0);
    expect(await page.locator('a[href="/exhibits"]').count()).toBe(0);
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
    // Too short for a US number: the form lets it through, the server (PHONE_REGION) does not, and its
    // word shows at the phone field, which gets the focus (issue 29 item 5).
    const phoneField = page.getByLabel('Phone Number');
    await phoneField.fill('+1 555 0101');
    await visible(page.getByText('Fill in Company to register.'));
    expect(await submit.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByLabel('Company').fill('Analytical Engines Ltd');
    await hidden(page.getByText(/^Fill in .* to register\.$/));
    expect(await submit.isDisabled()).toBe(false);
    await expectAccessible(page, `registration form with its hint (${viewport})`);
    await submit.click();
    const phoneError = page.locator('#registration-phone-error');
    await visible(phoneError);
    expect(await phoneError.textContent()).toBe('Enter a valid phone number');
    expect(await phoneField.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate('document.activeElement?.id')).toBe('registration-phone');
    await phoneField.fill('+1 555 010 0101');
    await hidden(phoneError);

    // Already registered: the refusal stays beside the button, with a link to My Pass.
    await submit.click();
    const refusal = page.getByRole('alert').filter({ hasText: 'This email address is already registered' });
    await visible(refusal);
    // The phone number's toast is replaced by this one.
    expect(await toastText(page, 'Registration Failed')).toMatch(/already registered/);
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

  it("shows a longer event's first and last day on its card and its registration page", async () => {
    const { page } = visitor;
    const range = `${longDay(localDayStart(2))} – ${longDay(localDayStart(4))}`;
    await page.goto('/');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: threeDays.name }) });
    await visible(card);
    expect(await card.locator('time').textContent()).toBe(range);
    const oneDayCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: oneDay.name }) });
    expect(await oneDayCard.locator('time').textContent()).toBe(longDay(localDayStart(1)));
    await page.goto(`/register?eventId=${threeDays.id}`);
    await visible(page.getByRole('heading', { name: threeDays.name, level: 1 }));
    expect(await page.locator('time').first().textContent()).toBe(range);
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
