/**
 * An event of 100,000 registrations in the organiser's browser (issue 17): the event page opens with
 * its first page of registrations and the total, downloading a page, not the event; it pages forward
 * and back, and a search finds people by the start of their name or phone. The time the page takes
 * to show its registrations is written to tests/.tmp/event-scale.json (the bench's scale scenario is
 * where speed is judged; a timed assertion here would fail on a busy machine, not on slow code).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { fillRegistrations } from '../../bench/lib/scale-fill.ts';
import { openVisitorPage } from './support/browser.ts';
import { visible } from './support/page-helpers.ts';
import { signInContext } from './support/scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';

const SIZE = 100_000;
let eventId: string;

const e2e = setUpServerAndBrowser({
  seed: async (admin, server) => {
    eventId = (await admin.createEvent(eventOnDays('City Marathon', 'A hundred thousand runners.'))).id;
    const exhibit = await admin.createExhibit({
      eventId,
      name: 'Finish Line',
      description: 'Where everyone ends up.',
      startTime: '00:00',
      endTime: '23:59',
    });
    // As the app would have written them (the counts' triggers run), half of them checked in.
    await server.withDatabase((db) =>
      fillRegistrations(db, { eventId, exhibitIds: [exhibit.id], from: 1, to: SIZE + 1, total: SIZE }),
    );
  },
  timeout: 300_000,
});

describe('the event page of an event of 100,000', () => {
  it('shows the first page and the total, pages, and searches, downloading pages only', async () => {
    const desktop = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'desktop');
    try {
      await signInContext(desktop.context, e2e.server);
      const { page } = desktop;
      let apiBytes = 0;
      page.on('response', async (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/') && !response.url().endsWith('/live')) {
          apiBytes += (await response.body().catch(() => Buffer.alloc(0))).length;
        }
      });
      const started = Date.now();
      await page.goto(`/admin/events/${eventId}`);
      const table = page.getByRole('table', { name: 'Registrations' });
      // Newest first: the last registered is on top.
      await visible(table.getByRole('cell', { name: `Visitor ${SIZE}`, exact: true }), 30_000);
      await visible(page.getByText(`Showing 1 to 10 of ${SIZE} registrations`));
      const shownMs = Date.now() - started;
      await mkdir('tests/.tmp', { recursive: true });
      await writeFile('tests/.tmp/event-scale.json', JSON.stringify({ registrations: SIZE, shownMs }, null, 2));
      // The attendance: half of them came.
      const attendance = page.locator('div.rounded-xl', { hasText: 'Checked in' }).locator('dd');
      await expect.poll(() => attendance.first().textContent()).toBe(String(SIZE / 2));

      await page.getByRole('button', { name: 'Next page' }).click();
      await visible(page.getByText(`Showing 11 to 20 of ${SIZE} registrations`));
      await visible(table.getByRole('cell', { name: `Visitor ${SIZE - 10}`, exact: true }));
      await page.getByRole('button', { name: 'Previous page' }).click();
      await visible(page.getByText(`Showing 1 to 10 of ${SIZE} registrations`));

      // Numbered pages (issue 29 item 11): '1 2 3 4 5 … 10000', page 3 by its button.
      const pages = page.getByRole('navigation', { name: 'Registrations pages' });
      expect(await pages.getByRole('button', { name: /^Page \d+$/ }).allTextContents()).toEqual([
        '1',
        '2',
        '3',
        '4',
        '5',
        String(SIZE / 10),
      ]);
      await pages.getByRole('button', { name: 'Page 3', exact: true }).click();
      await visible(page.getByText(`Showing 21 to 30 of ${SIZE} registrations`));
      expect(await pages.getByRole('button', { name: 'Page 3', exact: true }).getAttribute('aria-current')).toBe(
        'page',
      );
      // Who was let in (issue 29 item 8): the even ones, at the Finish Line.
      expect(await table.getByRole('columnheader').allTextContents()).toEqual([
        'Name',
        'Status',
        'Email',
        'Registered',
        'Checked in',
      ]);
      const admitted = table.getByRole('row', { name: new RegExp(`^Visitor ${SIZE - 20} `) });
      await visible(admitted.getByText('Finish Line'));
      const notYet = table.getByRole('row', { name: new RegExp(`^Visitor ${SIZE - 21} `) });
      await visible(notYet.getByText('Not yet'));
      // Its row opens a panel that admits (issue 29 item 8 part two): the column follows.
      await notYet.getByRole('button', { name: `Visitor ${SIZE - 21}` }).click();
      const panel = page.getByRole('dialog', { name: `Visitor ${SIZE - 21}` });
      await visible(panel.getByText('Not yet'));
      await panel.getByRole('button', { name: 'Admit', exact: true }).click();
      await visible(panel.getByRole('status').getByText(/^Check-in Successful!/));
      await visible(panel.getByText('Finish Line'));
      await page.keyboard.press('Escape');
      await visible(notYet.getByText('Finish Line'));
      // The last page, by its number: the first to register, read from the oldest end.
      await pages.getByRole('button', { name: `Page ${SIZE / 10}`, exact: true }).click();
      await visible(page.getByText(`Showing ${SIZE - 9} to ${SIZE} of ${SIZE} registrations`));
      await visible(table.getByRole('cell', { name: 'Visitor 1', exact: true }));
      await page.getByRole('button', { name: 'Previous page' }).click();
      await visible(page.getByText(`Showing ${SIZE - 19} to ${SIZE - 10} of ${SIZE} registrations`));
      await visible(table.getByRole('cell', { name: 'Visitor 11', exact: true }));
      await pages.getByRole('button', { name: 'Page 1', exact: true }).click();
      await visible(page.getByText(`Showing 1 to 10 of ${SIZE} registrations`));

      // By the start of a name: Visitor 4242 and Visitor 42420 to 42429.
      await page.getByRole('searchbox', { name: 'Search registrations' }).fill('visitor 4242');
      await visible(page.getByText('Showing 1 to 10 of 11 registrations'));
      await visible(table.getByRole('cell', { name: 'Visitor 42429', exact: true }));
      // By the phone's digits, typed as people do.
      await page.getByRole('searchbox', { name: 'Search registrations' }).fill('555-000-4242');
      await visible(page.getByText('Showing 1 to 10 of 11 registrations'));
      // The page never downloaded the event: its calls together are a few pages' worth.
      expect(apiBytes).toBeLessThan(200_000);
      expect(desktop.problems).toEqual([]);
    } finally {
      await desktop.close();
    }
  });
});
