/**
 * The public check-in with KIOSK_CHECKIN=enrolled: a tablet nobody enrolled says so instead of
 * offering check-in; an organiser signed in on it enrols it from the page, and it then checks a
 * visitor in. Revoking the enrolment stops it again.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayEnd, localDayStart, signInAsAdmin } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, openVisitorPage, screenshot, type VisitorPage } from './support/browser.ts';
import { hidden, toastText, visible } from './support/page-helpers.ts';
import { adminSession, registerVisitor, signInContext, type Visitor } from './support/scan.ts';
import { type E2eServer, startServer } from './support/server.ts';

const NOT_ENROLLED = 'This device is not enrolled for check-in. Ask an organiser to enrol it.';

let server: E2eServer;
let browser: Browser;
let ada: Visitor;
let exhibitName: string;

beforeAll(async () => {
  server = await startServer({ KIOSK_CHECKIN: 'enrolled' });
  const admin = await signInAsAdmin(server);
  const event = await admin.createEvent({
    name: 'Kiosk Fair',
    description: 'For the kiosk tests.',
    startDate: localDayStart(0),
    endDate: localDayEnd(0),
  });
  // Open all day: check-in is refused outside an exhibit's hours, and the test runs at any hour.
  const exhibit = await (await adminSession(server)).createExhibit({
    eventId: event.id,
    name: 'Robot Garden',
    startTime: '00:00',
    endTime: '23:59',
  });
  exhibitName = exhibit.name;
  ada = await registerVisitor(server, event.id, { name: 'Ada Lovelace', email: 'ada@example.com', phone: '555 0100' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a kiosk tablet with KIOSK_CHECKIN=enrolled', () => {
  let tablet: VisitorPage;

  beforeAll(async () => {
    tablet = await openVisitorPage(browser, server.baseUrl, 'phone');
  });

  afterAll(async () => {
    const problems = tablet?.problems ?? [];
    await tablet?.close();
    expect(problems).toEqual([]);
  });

  it('says it is not enrolled, and offers no check-in and no enrolment to a visitor', async () => {
    const { page } = tablet;
    await page.goto('/exhibits');
    await visible(page.getByText(NOT_ENROLLED));
    expect(await page.getByLabel('QR Code Data').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Check In Now' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Enrol this device for check-in' }).count()).toBe(0);
    await expectAccessible(page, 'kiosk not enrolled (phone)');
    await screenshot(page, 'phone', 'kiosk-not-enrolled');
  });

  it('is enrolled by an organiser signed in on it, and then checks a visitor in', async () => {
    const { page, context } = tablet;
    await signInContext(context, server);
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
    await context.request.post(`${server.baseUrl}/api/admin/logout`, { headers: { origin: server.baseUrl } });
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
      await fetch(`${server.baseUrl}/api/admin/kiosk-devices`, {
        headers: { cookie: (await signInCookie(server)) ?? '' },
      })
    ).json();
    expect(devices).toEqual([expect.objectContaining({ name: 'Hall A tablet', enrolledBy: 'admin' })]);
  });

  it('says so again once the organiser revokes it', async () => {
    const { page } = tablet;
    const cookie = (await signInCookie(server)) ?? '';
    const listed = await fetch(`${server.baseUrl}/api/admin/kiosk-devices`, { headers: { cookie } });
    const [device] = (await listed.json()) as { id: string }[];
    const revoked = await fetch(`${server.baseUrl}/api/admin/kiosk-devices/${device!.id}`, {
      method: 'DELETE',
      headers: { cookie, origin: server.baseUrl },
    });
    expect(revoked.status).toBe(200);

    // A page still open learns it at its next check-in: the refusal, then the notice in its place.
    await page.getByRole('button', { name: 'Check In to Another Exhibit' }).click();
    await page.getByLabel('QR Code Data').fill(ada.token);
    await page
      .getByRole('listitem')
      .filter({ hasText: exhibitName })
      .getByRole('button', { name: 'Check In Now' })
      .click();
    expect(await toastText(page, 'Check-in Failed')).toContain(NOT_ENROLLED);
    await visible(page.getByText(NOT_ENROLLED, { exact: true }).first());
    await hidden(page.getByLabel('QR Code Data'));
  });
});

/** A fresh organiser session's cookie, for calls made outside the tablet. */
async function signInCookie(e2e: E2eServer): Promise<string | undefined> {
  const login = await fetch(`${e2e.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: e2e.baseUrl },
    body: JSON.stringify({ username: 'admin', password: e2e.adminPassword }),
  });
  return login.headers.get('set-cookie')?.split(';')[0];
}
