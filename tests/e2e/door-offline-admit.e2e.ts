/**
 * The door keeps admitting when the venue's network fails (issue 16): a phone with a camera the test
 * controls, and a real outage (the server stopped), or the phone's own network dropped (the browser's
 * offline switch: a pass admitted a moment before is refused at once, issue 29). Offline, a
 * genuine pass is admitted from the device's copy ("Admitted (offline)", "1 waiting to sync") and a
 * forged one refused; back online the queue syncs ("All synced") with the device's time. Two phones:
 * door-offline-two-phones.e2e.ts.
 */
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { offlineFair } from './support/door-offline.ts';
import { eventually, hidden, visible } from './support/page-helpers.ts';
import { publicCheckIn } from './support/scan.ts';

const {
  phone,
  show,
  link,
  panel,
  openDoor,
  reopenOffline,
  checkedInAt,
  knownToDevice,
  admitToHallOnScreen,
  e2e,
  fair,
} = offlineFair();

describe('the door offline', () => {
  it('admits from the copy during a real outage, refuses a forged pass, and syncs with the device’s time', async () => {
    const { context, page } = await phone();
    try {
      await openDoor(page);
      const guest = fair.visitors[0]!;
      let before = 0;
      let after = 0;
      await e2e.server.outage(async () => {
        await reopenOffline(page);
        await show(page, guest.token);
        await visible(page.getByRole('heading', { name: guest.name }));
        before = Date.now();
        await admitToHallOnScreen(page);
        const admitted = await visible(panel(page, 'Admitted (offline)'));
        after = Date.now();
        expect(await admitted.textContent()).toContain(guest.name);
        expect(await link(page).textContent()).toBe('Offline1 waiting to sync');
        await screenshot(page, 'phone', 'door-admitted-offline', false);

        // A forged pass: the same registration, another signature.
        await show(page, null);
        await page.getByRole('button', { name: 'New Scan' }).click();
        const forged = `${guest.token.slice(0, -4)}${guest.token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
        await show(page, forged);
        const refused = await visible(panel(page, 'Not admitted'));
        expect(await refused.textContent()).toContain('This QR code is not valid or has expired.');
        expect(await link(page).textContent()).toBe('Offline1 waiting to sync');
        await show(page, null);
        // The queue is on the device: it survives a reload (a closed tab, a restarted phone).
        await reopenOffline(page);
        await eventually(
          async () => (await link(page).textContent()) === 'Offline1 waiting to sync',
          5000,
          'the queue after a reload',
        );
      });
      // The server is back: the queue goes up by itself.
      await eventually(async () => (await link(page).textContent()) === 'All synced', 20_000, 'all synced');
      const at = await checkedInAt(guest.token, fair.hall.id);
      expect(at).not.toBeNull();
      // Stored at the device's time of the admission, not at the sync's.
      expect(new Date(at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(at!).getTime()).toBeLessThanOrEqual(after + 1000);
    } finally {
      await context.close();
    }
  });

  it('refuses offline at once a pass admitted a moment ago, and answers at once with the browser offline', async () => {
    const { context, page } = await phone();
    const [admitted, heard, lookedUp] = [fair.visitors[8]!, fair.visitors[9]!, fair.visitors[10]!];
    try {
      await openDoor(page);
      // Admitted online on this phone, in the SPEC's flow.
      await show(page, admitted.token);
      await visible(page.getByRole('heading', { name: admitted.name }));
      await admitToHallOnScreen(page);
      await visible(panel(page, 'Admitted'));
      await show(page, null);
      // Admitted at the public check-in: this phone hears it on the event's live stream.
      await publicCheckIn(e2e.server, heard.token, fair.hall.id);
      const registrationIdOf = (token: string) => token.split('.')[1]!;
      await eventually(
        async () => (await knownToDevice(page)).includes(registrationIdOf(heard.token)),
        10_000,
        'the admission heard is in the copy',
      );

      // The phone's own network drops, with no gap.
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Scan Another' }).click();
      await (await visible(page.getByRole('switch', { name: 'Admit on scan' }))).click();
      await (await visible(page.getByLabel('Exhibit'))).selectOption({ label: 'Great Hall · Offline Fair' });
      await show(page, admitted.token);
      const refused = await visible(panel(page, 'Not admitted'));
      expect(await refused.textContent()).toMatch(/Already checked in to Great Hall at .* by admin\./);
      await show(page, null);
      await hidden(panel(page, 'Not admitted'), 5000);

      // The SPEC's flow, offline: the visitor at once, the check-in heard said first, above any Admit.
      await page.getByRole('switch', { name: 'Admit on scan' }).click();
      await show(page, heard.token);
      await visible(page.getByRole('heading', { name: heard.name }), 3000);
      const already = await visible(page.getByTestId('already-checked-in'));
      expect(await already.textContent()).toMatch(/^Already checked in to Great Hall at \d{1,2}:\d{2} [AP]M\.$/);
      const admit = page.getByRole('button', { name: 'Admit', exact: true }).first();
      expect((await already.boundingBox())!.y).toBeLessThan((await admit.boundingBox())!.y);
      await screenshot(page, 'phone', 'door-already-checked-in-offline', false);
      // Only the server sends a pass: it says so at once.
      await page.getByRole('button', { name: 'Resend QR' }).click();
      await visible(page.getByText('Resend Error: Offline: the pass can be sent again once the server answers.'), 3000);
      await show(page, null);

      // Reloaded with the browser offline, the door opens for the account remembered here.
      await reopenOffline(page);
      // A lookup by e-mail, offline: answered from the copy at once, and admitted there.
      await page.getByRole('button', { name: 'Switch to Lookup' }).click();
      await page.getByLabel('Email or Phone Number').fill(lookedUp.email);
      await page.getByRole('button', { name: 'Find User' }).click();
      await visible(page.getByRole('heading', { name: lookedUp.name }), 3000);
      await admitToHallOnScreen(page);
      const offline = await visible(panel(page, 'Admitted (offline)'), 3000);
      expect(await offline.textContent()).toContain('it syncs when the server answers.');
      expect(await link(page).textContent()).toBe('Offline1 waiting to sync');

      // Back online: the panel still on screen says the admission has synced.
      await context.setOffline(false);
      await eventually(async () => (await link(page).textContent()) === 'All synced', 20_000, 'all synced');
      await eventually(
        async () => ((await offline.textContent()) ?? '').includes('synced with the server.'),
        5000,
        'the panel says it synced',
      );
      expect(await checkedInAt(lookedUp.token, fair.hall.id)).not.toBeNull();
    } finally {
      await context.close();
    }
  });

  it('clears the copy from the device at sign-out', async () => {
    const { context, page } = await phone();
    try {
      await openDoor(page);
      const copied = `new Promise((resolve, reject) => {
        const open = indexedDB.open('idevent-door');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('registrations').objectStore('registrations').count();
          request.onsuccess = () => { open.result.close(); resolve(request.result); };
        };
      })`;
      expect(await page.evaluate(copied)).toBe(fair.visitors.length);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await visible(page.getByRole('heading', { name: 'Admin Portal' }));
      expect(await page.evaluate(copied)).toBe(0);
    } finally {
      await context.close();
    }
  });
});
