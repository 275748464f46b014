/**
 * Issue 28 item 6: signing out clears the phone even offline. The door phone holds a copy of today's
 * event (names, e-mails, phones) and remembers its account; signed out with the phone offline, both
 * leave the device at once, a reload offline opens the sign-in screen, and the server's session ends
 * when the phone is back online. The queued admissions stay until the server has answered for them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { eventually, pathname, toastText, visible } from './support/page-helpers.ts';
import { adminSession, doorScreen, launchScanBrowser, registerVisitor } from './support/scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';

const e2e = setUpServerAndBrowser({
  seed: async (admin, server) => {
    const eventId = (await admin.createEvent(eventOnDays('Sign-out Fair', 'The phone goes offline.'))).id;
    await (await adminSession(server)).createExhibit({ eventId, name: 'Hall', startTime: '00:00', endTime: '23:59' });
    await registerVisitor(server, eventId, {
      name: 'Ada Offline',
      email: 'ada-offline@example.com',
      phone: '555 0300',
    });
  },
  launch: () => launchScanBrowser(null),
});

/** What the device holds: the copy's events and registrations, the queue, the remembered account. */
async function onDevice(page: Page) {
  return (await page.evaluate(`(async () => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('idevent-door');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const count = (store) =>
      new Promise((resolve, reject) => {
        if (!db.objectStoreNames.contains(store)) return resolve(0);
        const request = db.transaction(store).objectStore(store).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const held = {
      events: await count('events'),
      registrations: await count('registrations'),
      queue: await count('queue'),
      account: localStorage.getItem('idevent-door-account'),
      signOutPending: localStorage.getItem('idevent-sign-out-pending') !== null,
    };
    db.close();
    return held;
  })()`)) as { events: number; registrations: number; queue: number; account: string | null; signOutPending: boolean };
}

describe('signing out at the door while the phone is offline', () => {
  it('clears the copy and the remembered account at once, opens the sign-in screen offline, and ends the session once online', async () => {
    const { context, page } = await doorScreen(e2e.browser, e2e.server, 'phone');
    try {
      await page.goto('/admin/scan');
      const link = page.getByTestId('door-link');
      await eventually(async () => (await link.textContent()) === 'All synced', 15_000, 'the copy is made');
      await eventually(
        () => page.evaluate('navigator.serviceWorker.controller !== null') as Promise<boolean>,
        15_000,
        'the service worker controls the page',
      );
      const before = await onDevice(page);
      expect(before).toMatchObject({ events: 1, registrations: 1, signOutPending: false });
      expect(before.account).toContain('admin');
      // A queued admission (made offline earlier, not yet synced) is the server's to answer: it stays.
      await page.evaluate(`(async () => {
        const db = await new Promise((resolve) => { const r = indexedDB.open('idevent-door'); r.onsuccess = () => resolve(r.result); });
        await new Promise((resolve, reject) => {
          const tx = db.transaction('queue', 'readwrite');
          tx.objectStore('queue').put({ requestId: 'queued-1', registrationId: '00000000-0000-4000-8000-000000000000',
            exhibitId: '00000000-0000-4000-8000-000000000000', eventId: 'x', admittedAt: '2000-01-01T00:00:00.000Z',
            name: 'Queued', exhibitName: 'Hall' });
          tx.oncomplete = resolve; tx.onerror = () => reject(tx.error);
        });
        db.close();
      })()`);

      const cookie = (await context.cookies()).find((one) => one.name === 'idevent_session');
      expect(cookie).toBeDefined();
      const sessionStatus = async () =>
        (await fetch(`${e2e.server.baseUrl}/api/admin/me`, { headers: { cookie: `${cookie!.name}=${cookie!.value}` } }))
          .status;
      expect(await sessionStatus()).toBe(200);

      // The phone loses the network, then its user signs out.
      await context.setOffline(true);
      await eventually(async () => (await link.textContent())?.startsWith('Offline') ?? false, 15_000, 'offline');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      expect(await toastText(page, 'Logged out successfully')).toContain(
        'Signed out on this device. The server is told as soon as it can be reached.',
      );
      await eventually(async () => pathname(page) === '/admin/login', 10_000, 'the login page');
      // At once: no copy, no remembered account; the queued admission kept.
      expect(await onDevice(page)).toEqual({
        events: 0,
        registrations: 0,
        queue: 1,
        account: null,
        signOutPending: true,
      });
      // The server has not heard yet: the session still stands there.
      expect(await sessionStatus()).toBe(200);

      // Reloaded offline (the server out of reach too): the sign-in screen, nothing back on the device.
      await e2e.server.outage(async () => {
        await page.reload();
        await visible(page.getByRole('heading', { name: 'Admin Portal' }), 15_000);
        await visible(page.getByLabel('Username'));
        // The door page itself, opened offline, sends to the sign-in screen too (no remembered account).
        await page.goto('/admin/scan');
        await eventually(async () => pathname(page) === '/admin/login', 15_000, 'the scan page sends to sign-in');
        await visible(page.getByRole('heading', { name: 'Admin Portal' }), 15_000);
        expect(await onDevice(page)).toMatchObject({ events: 0, registrations: 0, account: null, queue: 1 });
        await screenshot(page, 'phone', 'door-signed-out-offline', false);
      });

      // Back online: the browser says so, and the sign-out goes to the server.
      await context.setOffline(false);
      await eventually(async () => (await sessionStatus()) === 401, 15_000, 'the server session ends');
      await eventually(async () => !(await onDevice(page)).signOutPending, 5000, 'nothing pending');
      expect(await onDevice(page)).toMatchObject({ events: 0, registrations: 0, account: null, queue: 1 });
      await visible(page.getByRole('heading', { name: 'Admin Portal' }));
    } finally {
      await context.close();
    }
  });
});
