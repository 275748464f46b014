/**
 * The public check-in with KIOSK_CHECKIN=enrolled: a tablet nobody enrolled says so instead of
 * offering check-in; an organiser signed in on it enrols it from the page, and it then checks a
 * visitor in. It serves a queue: a refusal in a panel, the box emptied and focused after every
 * pass, the success gone after 8 s or at the next scan. Only an enrolled tablet's home page links
 * the check-in. Revoking the enrolment stops it again.
 */

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import { closeExpectingNoProblems, openVisitorPage, screenshot, type VisitorPage } from './support/browser.ts';
import { afterHydration, hidden, toastText, visible } from './support/page-helpers.ts';
import { adminSession, registerVisitor, signInContext, type Visitor } from './support/scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';

const NOT_ENROLLED = 'This device is not enrolled for check-in. Ask an organiser to enrol it.';
const KIOSK_LINK = "At the event? Check in to today's exhibits";

let ada: Visitor;
let queue: Visitor[];
let exhibitName: string;

/** The QR box holds the keyboard focus: a handheld scanner's keys land in it. */
const boxFocused = (page: Page) => page.evaluate<boolean>(`document.activeElement?.id === 'qr-data'`);

/**
 * A handheld scanner: the pass goes where the focus is, then Enter. In one input event (the
 * scanner's burst of keys, one by one, is public-journey.e2e.ts's), so it lands within the success's 8 s.
 */
async function scan(page: Page, visitor: Visitor): Promise<void> {
  await page.keyboard.insertText(visitor.token);
  await page.keyboard.press('Enter');
}

/** The home page after hydration: whether it links the check-in. */
async function homeLinksCheckIn(page: Page): Promise<boolean> {
  await page.goto('/');
  await visible(page.getByRole('heading', { name: 'Welcome to ID Event' }));
  await afterHydration(page);
  return (await page.getByRole('link', { name: KIOSK_LINK }).count()) === 1;
}

const e2e = setUpServerAndBrowser({
  env: { KIOSK_CHECKIN: 'enrolled' },
  seed: async (admin, server) => {
    const event = await admin.createEvent(eventOnDays('Kiosk Fair', 'For the kiosk tests.'));
    // Open all day: check-in is refused outside an exhibit's hours, and the test runs at any hour.
    const exhibit = await (await adminSession(server)).createExhibit({
      eventId: event.id,
      name: 'Robot Garden',
      startTime: '00:00',
      endTime: '23:59',
    });
    exhibitName = exhibit.name;
    ada = await registerVisitor(server, event.id, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '555 0100',
    });
    queue = [];
    for (const [index, name] of ['Bea Bell', 'Cy Chen', 'Di Diaz'].entries()) {
      queue.push(
        await registerVisitor(server, event.id, {
          name,
          email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
          phone: `555 010${index + 1}`,
        }),
      );
    }
  },
});

describe('a kiosk tablet with KIOSK_CHECKIN=enrolled', () => {
  let tablet: VisitorPage;

  beforeAll(async () => {
    tablet = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
  });

  afterAll(() => closeExpectingNoProblems(tablet));

  it('says it is not enrolled, and offers no check-in and no enrolment to a visitor', async () => {
    const { page } = tablet;
    await page.goto('/exhibits');
    await visible(page.getByText(NOT_ENROLLED));
    expect(await page.getByLabel('QR Code Data').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Check In Now' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Enrol this device for check-in' }).count()).toBe(0);
    await expectAccessible(page, 'kiosk not enrolled (phone)');
    await screenshot(page, 'phone', 'kiosk-not-enrolled');
    // Nor does its home page send visitors there.
    expect(await homeLinksCheckIn(page)).toBe(false);
  });

  it('is enrolled by an organiser signed in on it, and then checks a visitor in', async () => {
    const { page, context } = tablet;
    await signInContext(context, e2e.server);
    await page.goto('/exhibits');
    await visible(page.getByText(NOT_ENROLLED));
    const enrol = page.getByRole('button', { name: 'Enrol this device for check-in' });
    await visible(enrol);
    expect(await enrol.isDisabled()).toBe(true);
    await page.getByLabel('Device name').fill('Hall A tablet');
    await expectAccessible(page, 'kiosk enrolment (phone)');
    await screenshot(page, 'phone', 'kiosk-enrol');
    await enrol.click();
    expect(await toastText(page, 'Device enrolled')).toContain('Hall A tablet can now check visitors in.');

    // The organiser signs out; the device stays enrolled (its own cookie).
    await context.request.post(`${e2e.server.baseUrl}/api/admin/logout`, { headers: { origin: e2e.server.baseUrl } });
    await page.goto('/exhibits');
    await page.getByLabel('QR Code Data').fill(ada.token);
    await page
      .getByRole('listitem')
      .filter({ hasText: exhibitName })
      .getByRole('button', { name: 'Check In Now' })
      .click();
    await visible(page.getByRole('heading', { name: 'Successfully Checked In!' }));
    await visible(page.getByText(`Welcome to ${exhibitName}`, { exact: true }));
    const devices = await (
      await fetch(`${e2e.server.baseUrl}/api/admin/kiosk-devices`, {
        headers: { cookie: await adminCookie(e2e.server) },
      })
    ).json();
    expect(devices).toEqual([expect.objectContaining({ name: 'Hall A tablet', enrolledBy: 'admin' })]);

    // The enrolled tablet's home page links the check-in (someone tapped the logo: the way back).
    expect(await homeLinksCheckIn(page)).toBe(true);
    await page.getByRole('link', { name: KIOSK_LINK }).click();
    await visible(page.getByRole('heading', { name: "Today's Exhibits" }));
    expect(new URL(page.url()).pathname).toBe('/exhibits');
  });

  it('serves a queue: a refusal in a panel, the box emptied and focused, the success gone after 8 s or at the next scan', async () => {
    const { page } = tablet;
    const [bea, cy, di] = queue as [Visitor, Visitor, Visitor];
    const box = page.getByLabel('QR Code Data');
    const exhibit = page.getByRole('listitem').filter({ hasText: exhibitName });
    const checkInNow = exhibit.getByRole('button', { name: 'Check In Now' });
    const success = page.getByRole('heading', { name: 'Successfully Checked In!' });
    const refusal = page.getByRole('alert').filter({ hasText: 'Check-in Failed' });
    // The page's clock (installed before it loads) reads a time the test sets: the countdown moves
    // only when told, however slow the machine; timers keep running (the test also fast-forwards them).
    const start = Date.now();
    await page.clock.setFixedTime(start);
    await page.goto('/exhibits');
    await visible(checkInNow);
    expect(await boxFocused(page)).toBe(true);

    // Ada was checked in above: refused, in a red panel that stays; the box emptied, ready for the next.
    await scan(page, ada);
    expect(await box.inputValue()).toBe(ada.token);
    await checkInNow.click();
    await visible(refusal);
    expect(await refusal.textContent()).toContain(`Already checked in to ${exhibitName}.`);
    expect(await box.inputValue()).toBe('');
    expect(await boxFocused(page)).toBe(true);
    await expectAccessible(page, 'kiosk refusal (phone)');
    await screenshot(page, 'phone', 'kiosk-refused');
    // Not a toast that times out: it is still there 30 s on.
    await page.clock.runFor(30_000);
    await page.clock.setFixedTime(start + 30_000);
    await visible(refusal);

    // Bea scans at once: the panel goes; she is checked in, and the success counts down.
    await scan(page, bea);
    await hidden(refusal);
    await checkInNow.click();
    await visible(success);
    await visible(page.getByText(`Welcome to ${exhibitName}`, { exact: true }));
    await visible(page.getByText('Next visitor in 8 s', { exact: true }));
    expect(await box.inputValue()).toBe('');
    expect(await boxFocused(page)).toBe(true);
    await expectAccessible(page, 'kiosk success (phone)');
    await screenshot(page, 'phone', 'kiosk-success');

    // Cy scans while Bea's success still shows: nobody taps, his pass is in the box, the exhibits are back.
    await page.clock.setFixedTime(start + 30_000 + 5_000);
    await visible(page.getByText('Next visitor in 3 s', { exact: true }));
    await scan(page, cy);
    await hidden(success);
    expect(await box.inputValue()).toBe(cy.token);
    await checkInNow.click();
    await visible(success);
    await visible(page.getByText('Next visitor in 8 s', { exact: true }));

    // Nobody touches the tablet: 8 s later it is back at its start by itself, the box empty and focused.
    const cyAt = start + 30_000 + 5_000;
    await page.clock.setFixedTime(cyAt + 7_999);
    await visible(page.getByText('Next visitor in 1 s', { exact: true }));
    await page.clock.setFixedTime(cyAt + 8_000);
    await hidden(success);
    await visible(checkInNow);
    expect(await box.inputValue()).toBe('');
    expect(await boxFocused(page)).toBe(true);

    // Di scans into it; "Next visitor" goes back at once.
    await scan(page, di);
    await checkInNow.click();
    await visible(success);
    await page.getByRole('button', { name: 'Next visitor' }).click();
    await visible(checkInNow);
    expect(await box.inputValue()).toBe('');
    expect(await boxFocused(page)).toBe(true);
    expect(await refusal.count()).toBe(0);
  });

  it('says so again once the organiser revokes it', async () => {
    const { page } = tablet;
    const cookie = await adminCookie(e2e.server);
    const listed = await fetch(`${e2e.server.baseUrl}/api/admin/kiosk-devices`, { headers: { cookie } });
    const [device] = (await listed.json()) as { id: string }[];
    const revoked = await fetch(`${e2e.server.baseUrl}/api/admin/kiosk-devices/${device!.id}`, {
      method: 'DELETE',
      headers: { cookie, origin: e2e.server.baseUrl },
    });
    expect(revoked.status).toBe(200);

    // A page still open learns it at its next check-in: the notice in its place.
    await page.getByLabel('QR Code Data').fill(ada.token);
    await page
      .getByRole('listitem')
      .filter({ hasText: exhibitName })
      .getByRole('button', { name: 'Check In Now' })
      .click();
    await visible(page.getByText(NOT_ENROLLED, { exact: true }).first());
    await hidden(page.getByLabel('QR Code Data'));
    // And its home page no longer links the check-in.
    expect(await homeLinksCheckIn(page)).toBe(false);
  });
});

/** A fresh organiser session's cookie, for calls made outside the tablet. */
