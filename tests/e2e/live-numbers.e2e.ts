/**
 * Live numbers (issue 15): the event page's Attendance card and exhibit cards follow admissions
 * without a reload, say "Reconnecting…" while the server is away and catch up when it is back; the
 * dashboard's card of an ongoing event follows it too; the door sees the places left and the
 * admissions of other phones, and refuses a pass another phone admitted before trying an admit.
 */
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { patient } from '../support/patience.ts';
import { adminCookie, type SeededEvent } from './support/admin.ts';
import { openVisitorPage, type VisitorPage } from './support/browser.ts';
import { installCanvasCamera } from './support/canvas-camera.ts';
import { visible } from './support/page-helpers.ts';
import { adminSession, registerVisitor, signInContext } from './support/scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';

let event: SeededEvent;
let exhibitId: string;
/** An exhibit with 5 places. */
let sideRoomId: string;
let desktop: VisitorPage;

async function newVisitor(index: number) {
  return registerVisitor(e2e.server, event.id, {
    name: `Guest ${index}`,
    email: `guest${index}@example.com`,
    phone: `555 010 ${1000 + index}`,
  });
}

async function admitNewVisitor(index: number, to = exhibitId) {
  await admitByEmail((await newVisitor(index)).email, to);
}

/** An admission from another phone: the organiser's own API session. */
async function admitByEmail(email: string, to = exhibitId) {
  const origin = e2e.server.baseUrl;
  const cookie = await adminCookie(e2e.server);
  const call = (path: string, body: unknown) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify(body),
    });
  const found = (await (await call('/api/admin/lookup-user', { emailOrPhone: email })).json()) as {
    registration: { id: string };
  };
  const admitted = await call('/api/admin/admit', { registrationId: found.registration.id, exhibitId: to });
  expect(admitted.status).toBe(200);
}

const e2e = setUpServerAndBrowser({
  seed: async (admin, server) => {
    event = await admin.createEvent(eventOnDays('Live Fair', 'Numbers as they happen.'));
    const exhibit = await (await adminSession(server)).createExhibit({
      eventId: event.id,
      name: 'Great Hall',
      startTime: '00:00',
      endTime: '23:59',
    });
    exhibitId = exhibit.id;
    const sideRoom = await (await adminSession(server)).createExhibit({
      eventId: event.id,
      name: 'Side Room',
      startTime: '00:00',
      endTime: '23:59',
      maxCapacity: 5,
    });
    sideRoomId = sideRoom.id;
  },
  afterStart: async ({ browser, server }) => {
    desktop = await openVisitorPage(browser, server.baseUrl, 'desktop');
    await signInContext(desktop.context, server);
  },
  beforeStop: async () => {
    await desktop?.close();
  },
});

describe('the event page’s live numbers', () => {
  it('updates the Attendance card as people are admitted, and catches up after the server was away', async () => {
    const { page } = desktop;
    await page.goto(`/admin/events/${event.id}`);
    const attendance = page.locator('div.rounded-xl', { hasText: 'Checked in' }).locator('dd');
    const registered = page.locator('div.rounded-xl', { hasText: 'Registered' }).locator('dd');
    // The stream's indicator (the event's own "Live" badge says it is ongoing).
    const indicator = page.getByRole('status').filter({ hasText: /^(Live|Connecting…|Reconnecting…)$/ });
    await expect.poll(() => indicator.textContent(), { timeout: patient(5000) }).toBe('Live');
    expect(await attendance.textContent()).toBe('0');

    const exhibitCard = (name: string) => page.getByRole('article', { name }).getByTestId('exhibit-attendance');
    expect(await exhibitCard('Side Room').textContent()).toBe('0 checked in · 5 of 5 places left');

    await admitNewVisitor(1);
    await expect.poll(() => attendance.textContent(), { timeout: patient(3000) }).toBe('1');
    expect(await registered.textContent()).toBe('1');
    // The exhibit cards too: people in, and places left where there is a capacity.
    await expect.poll(() => exhibitCard('Great Hall').textContent(), { timeout: patient(3000) }).toBe('1 checked in');
    await admitByEmail('guest1@example.com', sideRoomId);
    await expect
      .poll(() => exhibitCard('Side Room').textContent(), { timeout: patient(3000) })
      .toBe('1 checked in · 4 of 5 places left');

    // The server goes away: the page says so, then catches up when it is back.
    await e2e.server.withDatabase(async () => {
      await expect.poll(() => indicator.textContent(), { timeout: patient(10_000) }).toBe('Reconnecting…');
    });
    await admitNewVisitor(2);
    await expect.poll(() => attendance.textContent(), { timeout: patient(15_000) }).toBe('2');
    expect(await indicator.textContent()).toBe('Live');
    expect(await registered.textContent()).toBe('2');
    expect(desktop.problems.filter((problem) => !problem.includes('/live'))).toEqual([]);
  });

  it('updates an ongoing event’s card on the dashboard', async () => {
    const { page } = desktop;
    await page.goto('/admin/dashboard');
    // The only event, so the only card.
    await page.getByRole('heading', { name: 'Live Fair' }).waitFor();
    const checkedIn = page.getByTestId('card-checked-in');
    await expect.poll(() => checkedIn.textContent(), { timeout: patient(5000) }).toBe('2');
    await admitNewVisitor(3);
    await expect.poll(() => checkedIn.textContent(), { timeout: patient(5000) }).toBe('3');
    expect(await checkedIn.locator('xpath=..').textContent()).toBe('3 checked in / 3 registered');
  });

  it('tells the door a visitor on screen was just admitted by another phone, before any admit is tried', async () => {
    const phone = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
    try {
      await signInContext(phone.context, e2e.server);
      const { page } = phone;
      const guest = await newVisitor(4);
      await page.goto('/admin/scan');
      await page.getByRole('button', { name: 'Use Manual Entry' }).click();
      await page.getByLabel('Email or Phone Number').fill(guest.email);
      // The visitor's event's live stream opens with the visitor on screen.
      const streamOpen = page.waitForResponse((response) => response.url().endsWith(`/events/${event.id}/live`));
      await page.getByRole('button', { name: 'Find User' }).click();
      const card = page.locator('li').filter({ has: page.getByRole('heading', { name: 'Great Hall' }) });
      await card.getByRole('button', { name: 'Admit', exact: true }).waitFor();
      expect((await streamOpen).status()).toBe(200);
      // Another phone admits the visitor.
      await admitByEmail(guest.email);
      await card.getByText('Already admitted by admin a moment ago.').waitFor({ timeout: patient(5000) });
      expect(await card.getByRole('button', { name: 'Admit', exact: true }).count()).toBe(0);
      await card.getByRole('button', { name: 'Admitted' }).waitFor();
    } finally {
      await phone.close();
    }
  });

  it('shows the door the places left as other phones admit, and refuses a pass another phone admitted without trying an admit', async () => {
    const phone = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
    try {
      await signInContext(phone.context, e2e.server);
      await installCanvasCamera(phone.context);
      const { page } = phone;
      const admits: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/admin/admit')) admits.push(request.url());
      });
      await page.goto('/admin/scan');
      await (await visible(page.getByRole('switch', { name: 'Admit on scan' }))).click();
      await (await visible(page.getByLabel('Exhibit'))).selectOption({ label: 'Side Room · Live Fair' });
      // The places left come with the stream's first counts (one person is in the Side Room).
      const placesLeft = page.getByTestId('door-places-left');
      await expect.poll(() => placesLeft.textContent(), { timeout: patient(10_000) }).toBe('4 of 5 places left');

      // Another phone admits a visitor: the places left go down here at once.
      const guest = await newVisitor(5);
      await admitByEmail(guest.email, sideRoomId);
      await expect.poll(() => placesLeft.textContent(), { timeout: patient(5000) }).toBe('3 of 5 places left');

      // Then the visitor's pass is shown to this phone: refused with who admitted them, no admit tried.
      const qr = await QRCode.toDataURL(guest.token, { width: 430, margin: 4 });
      await page.evaluate(`window.__show(${JSON.stringify(qr)})`);
      const refused = await visible(
        page.locator('section').filter({ has: page.getByRole('heading', { name: 'Not admitted', exact: true }) }),
      );
      expect(await refused.textContent()).toContain('Already admitted by admin a moment ago.');
      expect(admits).toEqual([]);
      expect(await placesLeft.textContent()).toBe('3 of 5 places left');
      expect(phone.problems.filter((problem) => !problem.includes('/live'))).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
