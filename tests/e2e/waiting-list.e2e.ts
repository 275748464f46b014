/**
 * The waiting list's offers in the browser (issue 30 item 3). An event of one place, taken, with three
 * people waiting: the first cancels from their own page, and the first in line is e-mailed "A place is
 * yours"; on a phone, their link says until when the place is held, and "Claim my place" shows the
 * pass. The organiser's Waiting list card follows it live, offers a place now (out of turn) and removes
 * someone after a confirmation that names them, on a desktop and on a phone; a viewer sees the list
 * with no buttons; an offer that ended meanwhile is refused with the server's words. axe on the
 * offered page and on the card.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registrations } from '../../server/platform/db/schema.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { expectAccessible } from './support/axe.ts';
import {
  closeExpectingNoProblems,
  openVisitorPage,
  screenshot,
  type VisitorPage,
  viewports,
} from './support/browser.ts';
import { expectFitsScreen } from './support/fits-screen.ts';
import { eventually, hidden, toastText, visible } from './support/page-helpers.ts';
import { signInContext } from './support/scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';
import { registerVisitor } from './support/visitors.ts';

const EVENT = 'Telescope Night';
const ada = { name: 'Ada Lovelace', email: 'ada.place@example.com', phone: '+1 202 555 0101' };
const ben = { name: 'Ben Franklin', email: 'ben.waiting@example.com', phone: '+1 202 555 0102' };
const cleo = { name: 'Cleo Patra', email: 'cleo.waiting@example.com', phone: '+1 202 555 0103' };
const dan = { name: 'Dan Brown', email: 'dan.waiting@example.com', phone: '+1 202 555 0104' };
const eve = { name: 'Eve Curie', email: 'eve.waiting@example.com', phone: '+1 202 555 0105' };
const fay = { name: 'Fay Wray', email: 'fay.waiting@example.com', phone: '+1 202 555 0106' };

let smtp: SmtpSink;
let organiser: VisitorPage;

const mailsTo = (address: string) =>
  smtp.messages.filter((message) => [message.to].flat().some((to) => to?.value.some((a) => a.address === address)));

/** The personal link of the person's e-mail with this subject, once it came. */
async function personalLink(address: string, subject: string): Promise<string> {
  await eventually(
    async () => mailsTo(address).some((mail) => mail.subject === subject),
    20_000,
    `"${subject}" to ${address}`,
  );
  const text = mailsTo(address).find((mail) => mail.subject === subject)?.text ?? '';
  const link = /(http:\/\/\S+\/my-registration\/m1\.[\w.-]+)/.exec(text)?.[1];
  expect(link, text).toBeDefined();
  return link!;
}

const e2e = setUpServerAndBrowser({
  env: async () => {
    smtp = await startSmtpSink();
    return { SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: '120' };
  },
  seed: async (admin, server) => {
    const event = await admin.createEvent({
      ...eventOnDays(EVENT, 'Look at Saturn through the big telescope.', 0, 1),
      capacity: 1,
    });
    await registerVisitor(server, event.id, ada);
    // Full: the next three wait, in this order.
    for (const visitor of [ben, cleo, dan]) await registerVisitor(server, event.id, visitor, 202);
    return event;
  },
  afterStart: async ({ browser, server }) => {
    organiser = await openVisitorPage(browser, server.baseUrl, 'desktop');
    await signInContext(organiser.context, server);
  },
  beforeStop: () => closeExpectingNoProblems(organiser),
  afterStop: async () => {
    await smtp?.close();
  },
});

/** The Waiting list card of the event page. */
const waitingCard = (page: Page) =>
  page.locator('div.rounded-card').filter({ has: page.getByRole('heading', { name: 'Waiting list' }) });

/** The table's row (a desktop) or the list's item (a phone) of this person. */
const entryOf = (page: Page, name: string) =>
  waitingCard(page).locator('tr:visible, li:visible').filter({ hasText: name });

/** A number of the Attendance card. */
async function attendance(page: Page, label: string): Promise<string> {
  const card = page.locator('div.rounded-card').filter({ has: page.getByRole('heading', { name: 'Attendance' }) });
  const number = card.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  return (await number.locator('dd').innerText()).trim();
}

describe('a freed place goes to the first in line, who claims it from their page', () => {
  it('the organiser sees who waits; the first visitor cancels, and the first in line is e-mailed "A place is yours"', async () => {
    const { page } = organiser;
    await page.goto(`/admin/events/${e2e.seeded.id}`);
    const card = waitingCard(page);
    await visible(card.getByText('3 waiting · 0 offered'));
    const rows = card.getByRole('table', { name: 'Waiting list' }).locator('tbody tr');
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringMatching(/^1\s+Ben Franklin/),
      expect.stringMatching(/^2\s+Cleo Patra/),
      expect.stringMatching(/^3\s+Dan Brown/),
    ]);
    expect(await attendance(page, 'Waiting')).toBe('3');
    expect(await attendance(page, 'Offered')).toBe('0');

    const visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
    try {
      await visitor.page.goto(await personalLink(ada.email, `Your pass for ${EVENT}`));
      await visitor.page.getByRole('button', { name: 'Cancel my registration' }).click();
      await visitor.page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
      expect(await toastText(visitor.page, 'Registration cancelled')).toContain('We e-mailed you a confirmation.');
    } finally {
      await closeExpectingNoProblems(visitor);
    }
    await personalLink(ben.email, `A place is yours: ${EVENT}`);

    // The organiser's page follows without a reload: Ben holds the place, and the others move up.
    await visible(card.getByText('2 waiting · 1 offered'));
    await visible(entryOf(page, ben.name).getByText('Offered', { exact: true }));
    expect(await entryOf(page, cleo.name).locator('td').first().innerText()).toBe('1');
    await eventually(async () => (await attendance(page, 'Offered')) === '1', 15_000, 'the Offered count');
    expect(await attendance(page, 'Registered')).toMatch(/^0/);
  });

  it('on a phone, the offer says until when the place is held; "Claim my place" shows the pass', async () => {
    const visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
    try {
      const { page } = visitor;
      // The e-mail's link, to the Claim button.
      await page.goto(`${await personalLink(ben.email, `A place is yours: ${EVENT}`)}#claim`);
      await visible(page.getByRole('heading', { name: 'A place is yours' }));
      await visible(page.getByText(/^It is held for you until \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)\.$/));
      const claim = page.getByRole('button', { name: 'Claim my place' });
      await eventually(
        async () => (await page.evaluate('document.activeElement?.textContent')) === 'Claim my place',
        5_000,
        'the focus on Claim my place',
      );
      expect(await page.getByRole('img', { name: /QR code pass/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Cancel my registration' }).count()).toBe(0);
      await expectAccessible(page, 'a place offered (phone)');
      await expectFitsScreen(page, 'a place offered (phone)', viewports.phone.width);
      await screenshot(page, 'phone', 'my-registration-offered');

      // Decline asks first, naming the event; keeping the offer changes nothing.
      await page.getByRole('button', { name: 'Decline' }).click();
      const dialog = page.getByRole('dialog', { name: `Decline the place at ${EVENT}?` });
      await visible(dialog.getByText('The place goes to the next person on the waiting list.', { exact: false }));
      await expectAccessible(page, 'decline confirmation (phone)', '[role="dialog"]');
      await dialog.getByRole('button', { name: 'Keep the offer' }).click();
      await hidden(dialog);

      await claim.click();
      expect(await toastText(page, 'Place claimed')).toContain('Your pass is on its way by e-mail.');
      await visible(page.getByRole('img', { name: `QR code pass for ${ben.name}` }));
      await visible(page.getByText('Registered', { exact: true }));
      expect(await page.getByRole('heading', { name: 'A place is yours' }).count()).toBe(0);
      await visible(page.getByRole('button', { name: 'Cancel my registration' }));
      await screenshot(page, 'phone', 'my-registration-claimed');
    } finally {
      await closeExpectingNoProblems(visitor);
    }
    await personalLink(ben.email, `Your pass for ${EVENT}`);
    const { page } = organiser;
    await visible(waitingCard(page).getByText('2 waiting · 0 offered'));
    await eventually(async () => (await attendance(page, 'Registered')).startsWith('1'), 15_000, 'Registered 1');
  });

  it('a visitor still waiting reads "Leave the waiting list"', async () => {
    const visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
    try {
      const { page } = visitor;
      await page.goto(await personalLink(cleo.email, `Waiting list for ${EVENT}: position 2`));
      await visible(page.getByText('You are on the waiting list, position 1.'));
      await page.getByRole('button', { name: 'Leave the waiting list' }).click();
      const dialog = page.getByRole('dialog', { name: `Leave the waiting list for ${EVENT}?` });
      await visible(dialog);
      await dialog.getByRole('button', { name: 'Stay on the list' }).click();
      await hidden(dialog);
    } finally {
      await closeExpectingNoProblems(visitor);
    }
  });
});

describe("the organiser's waiting list", () => {
  it('on a desktop: offers a place now, out of turn, and removes someone after a confirmation', async () => {
    const { page } = organiser;
    const card = waitingCard(page);
    await visible(card.getByRole('table', { name: 'Waiting list' }));
    // Dan is second in line: the organiser offers him a place first, though the event is full.
    await entryOf(page, dan.name)
      .getByRole('button', { name: `Offer a place now to ${dan.name}` })
      .click();
    expect(await toastText(page, 'Place offered')).toMatch(/Dan Brown was e-mailed and has until .+ to claim it\./);
    await visible(card.getByText('1 waiting · 1 offered'));
    await visible(entryOf(page, dan.name).getByText('Offered', { exact: true }));
    expect(
      await entryOf(page, dan.name)
        .getByRole('button', { name: /Offer a place now/ })
        .count(),
    ).toBe(0);
    await personalLink(dan.email, `A place is yours: ${EVENT}`);
    await expectAccessible(page, 'event page with its waiting list (desktop)');
    await screenshot(page, 'desktop', 'admin-waiting-list');

    await entryOf(page, cleo.name)
      .getByRole('button', { name: `Remove ${cleo.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Remove ${cleo.name} from the waiting list?` });
    await visible(dialog.getByText('They lose their place in line.', { exact: false }));
    await expectAccessible(page, 'remove confirmation (desktop)', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await hidden(dialog);
    await visible(entryOf(page, cleo.name));

    await entryOf(page, cleo.name)
      .getByRole('button', { name: `Remove ${cleo.name}` })
      .click();
    await dialog.getByRole('button', { name: 'Remove from the list' }).click();
    expect(await toastText(page, 'Removed from the waiting list.')).toContain(cleo.name);
    await visible(card.getByText('0 waiting · 1 offered'));
    await hidden(entryOf(page, cleo.name));
    await eventually(
      async () => mailsTo(cleo.email).some((mail) => mail.subject === `Registration cancelled: ${EVENT}`),
      20_000,
      "Cleo's e-mail",
    );
  });

  it('on a phone: the list as cards, where each is removed after a confirmation', async () => {
    await registerVisitor(e2e.server, e2e.seeded.id, eve, 202);
    const phone = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
    try {
      const { page } = phone;
      await signInContext(phone.context, e2e.server);
      await page.goto(`/admin/events/${e2e.seeded.id}`);
      const card = waitingCard(page);
      const list = card.getByRole('list', { name: 'Waiting list' });
      await visible(list.getByText(eve.name));
      await visible(entryOf(page, dan.name).getByText('Offered until'));
      await visible(entryOf(page, eve.name).getByRole('button', { name: `Offer a place now to ${eve.name}` }));
      await expectAccessible(page, 'event page with its waiting list (phone)');
      await expectFitsScreen(page, 'event page with its waiting list (phone)', viewports.phone.width);
      await screenshot(page, 'phone', 'admin-waiting-list');

      await entryOf(page, dan.name)
        .getByRole('button', { name: `Remove ${dan.name}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Remove ${dan.name} from the waiting list?` });
      await visible(dialog.getByText('The place offered to them goes to the next person in line.', { exact: false }));
      await screenshot(page, 'phone', 'admin-waiting-list-remove', false);
      await dialog.getByRole('button', { name: 'Remove from the list' }).click();
      expect(await toastText(page, 'Removed from the waiting list.')).toContain(dan.name);
      // The event is full (Ben claimed its place): Dan's place is not offered on.
      await visible(card.getByText('1 waiting · 0 offered'));
      await hidden(entryOf(page, dan.name));

      await entryOf(page, eve.name)
        .getByRole('button', { name: `Remove ${eve.name}` })
        .click();
      await page
        .getByRole('dialog', { name: `Remove ${eve.name} from the waiting list?` })
        .getByRole('button', { name: 'Remove from the list' })
        .click();
      await visible(card.getByText('Nobody is waiting.'));
      await visible(card.getByText('0 waiting · 0 offered'));
    } finally {
      await closeExpectingNoProblems(phone);
    }
  });

  it('shows a viewer the list without a button', async () => {
    await registerVisitor(e2e.server, e2e.seeded.id, fay, 202);
    const added = await organiser.page.request.post('/api/admin/users', {
      data: { username: 'waiting-viewer', role: 'viewer', password: 'a-long-viewer-secret' },
      headers: { origin: e2e.server.baseUrl },
    });
    expect(added.status()).toBe(201);
    const viewer = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'desktop');
    try {
      const { page } = viewer;
      const login = await viewer.context.request.post('/api/admin/login', {
        data: { username: 'waiting-viewer', password: 'a-long-viewer-secret' },
        headers: { origin: e2e.server.baseUrl },
      });
      expect(login.ok()).toBe(true);
      await page.goto(`/admin/events/${e2e.seeded.id}`);
      const card = waitingCard(page);
      await visible(entryOf(page, fay.name));
      await visible(card.getByText('1 waiting · 0 offered'));
      expect(await card.getByRole('button').count()).toBe(0);
    } finally {
      await closeExpectingNoProblems(viewer);
    }
  });
});

describe('an offer that ended meanwhile', () => {
  it('says so when the visitor claims it, and the page then shows where the registration stands', async () => {
    const { page: organiserPage } = organiser;
    await organiserPage.goto(`/admin/events/${e2e.seeded.id}`);
    await entryOf(organiserPage, fay.name)
      .getByRole('button', { name: `Offer a place now to ${fay.name}` })
      .click();
    await toastText(organiserPage, 'Place offered');
    const link = await personalLink(fay.email, `A place is yours: ${EVENT}`);
    // Off the event page while the server restarts for the change below.
    await organiserPage.goto('about:blank');

    const visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
    try {
      const { page } = visitor;
      await page.goto(link);
      await visible(page.getByRole('heading', { name: 'A place is yours' }));
      // The offer ends while the page is open (its expiry job is not due until the hour it was made for).
      await e2e.server.withDatabase((db) =>
        db
          .update(registrations)
          .set({ offeredUntil: new Date(Date.now() - 60_000) })
          .where(eq(registrations.email, fay.email)),
      );
      await page.getByRole('button', { name: 'Claim my place' }).click();
      await visible(
        page
          .getByRole('alert')
          .filter({ hasText: 'This offer has expired: the place went to the next person on the waiting list.' }),
      );
      await visible(page.getByText(/^Registration cancelled on \d{1,2} \w+, \d{2}:\d{2}$/));
      expect(await page.getByRole('button', { name: 'Claim my place' }).count()).toBe(0);
      await expectAccessible(page, 'an offer that ended (phone)');
      await screenshot(page, 'phone', 'my-registration-offer-ended');
    } finally {
      await closeExpectingNoProblems(visitor);
    }
  });
});
