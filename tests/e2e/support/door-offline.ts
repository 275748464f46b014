/**
 * The offline door's browser tests (issue 16, tests/e2e/door-offline-*.e2e.ts) share one fair: an event
 * today with the Great Hall (no limit) and the Studio (three places), eleven registered guests, a scan
 * browser whose camera the test controls, and the steps below. `offlineFair()` is called once at a test
 * file's top level: it sets up that file's server and browser.
 */
import type { Page } from 'playwright-core';
import { eventually, visible } from './page-helpers.ts';
import {
  adminSession,
  doorScreen,
  launchScanBrowser,
  outcomePanel,
  passExhibits,
  registerVisitor,
  showToCamera,
  type Visitor,
} from './scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './suite.ts';

export function offlineFair() {
  const fair = {
    eventId: '',
    hall: { id: '', name: '' },
    /** Three places. */
    studio: { id: '', name: '' },
    visitors: [] as Visitor[],
  };
  const e2e = setUpServerAndBrowser({
    seed: async (admin, server) => {
      fair.eventId = (await admin.createEvent(eventOnDays('Offline Fair', 'The Wi-Fi fails.'))).id;
      const organiser = await adminSession(server);
      fair.hall = await organiser.createExhibit({
        eventId: fair.eventId,
        name: 'Great Hall',
        startTime: '00:00',
        endTime: '23:59',
      });
      fair.studio = await organiser.createExhibit({
        eventId: fair.eventId,
        name: 'Studio',
        startTime: '00:00',
        endTime: '23:59',
        maxCapacity: 3,
      });
      for (let index = 0; index < 11; index++) {
        fair.visitors.push(
          await registerVisitor(server, fair.eventId, {
            name: `Guest ${index}`,
            email: `offline-${index}@example.com`,
            phone: `555 020 ${String(index).padStart(4, '0')}`,
          }),
        );
      }
    },
    launch: () => launchScanBrowser(null),
  });

  const link = (page: Page) => page.getByTestId('door-link');

  return {
    e2e,
    fair,
    phone: () => doorScreen(e2e.browser, e2e.server, 'phone'),
    show: showToCamera,
    link,
    panel: outcomePanel,

    /** The scan page online, its copy of the event made and its service worker in control (it loads offline). */
    async openDoor(page: Page) {
      await page.goto('/admin/scan');
      await eventually(async () => (await link(page).textContent()) === 'All synced', 15_000, 'the copy is made');
      await eventually(
        () => page.evaluate('navigator.serviceWorker.controller !== null') as Promise<boolean>,
        15_000,
        'the service worker controls the page',
      );
    },

    /** Reloaded during the outage: the page opens from the device and says it is offline. */
    async reopenOffline(page: Page) {
      await page.reload();
      await visible(page.getByRole('heading', { name: 'Scan QR Code' }), 15_000);
      await eventually(async () => (await link(page).textContent())?.startsWith('Offline') ?? false, 15_000, 'offline');
    },

    /** The organiser's view of a pass, online: when the visitor was checked in to an exhibit (or null). */
    async checkedInAt(token: string, exhibitId: string): Promise<string | null> {
      return (await passExhibits(e2e.server, token)).find((exhibit) => exhibit.id === exhibitId)?.checkedInAt ?? null;
    },

    /** The admissions the device knows of that its copy does not show yet (made here online, heard, synced). */
    knownToDevice: (page: Page) =>
      page.evaluate(`new Promise((resolve, reject) => {
        const open = indexedDB.open('idevent-door');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('own').objectStore('own').getAll();
          request.onsuccess = () => { open.result.close(); resolve(request.result.map((admit) => admit.registrationId)); };
        };
      })`) as Promise<string[]>,

    async admitToHallOnScreen(page: Page) {
      const card = page.locator('li').filter({ has: page.getByRole('heading', { name: fair.hall.name }) });
      await card.getByRole('button', { name: 'Admit', exact: true }).click();
    },
  };
}
