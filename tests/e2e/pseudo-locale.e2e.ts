/**
 * The pseudo-locale run (issue 31): every page of the visitor's side in `en-XA`, English accented, a third longer and
 * between ⟦ ⟧ (common/i18n/pseudo.ts), at 360 px. On each page it lists any visible text without the
 * pseudo-locale's marks: a text that skipped the catalogue. What is not the product's own words is
 * let through: the test's data (names, e-mails), the product's name, numbers, and the dates and
 * times `Intl` writes (en-XA formats as en-US). And nothing may stick out of its box
 * (tests/e2e/support/fits-screen.ts): the longer texts must still fit a phone. The admin area
 * (dashboard, an event's page, staff, activity) and the door's scan page are checked the same way,
 * signed in as the owner.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { openVisitorPage, screenshot, type VisitorPage, viewports } from './support/browser.ts';
import { expectFitsScreen } from './support/fits-screen.ts';
import { eventually, visible } from './support/page-helpers.ts';
import { publicCheckIn, registerVisitor, signInContext } from './support/scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';

const EVENT = 'Harbour Lights';
const EXHIBIT = 'Lens Workshop';
const VISITOR = { name: 'Ada Lamp', email: 'ada.lamp@example.com', phone: '+44 20 7946 0123' };
/** Not the product's words: the test's data, the product's name, the languages' own names. */
const DATA = [
  'admin',
  EVENT,
  EXHIBIT,
  VISITOR.name,
  VISITOR.email,
  // The admin area breaks an address at its @ to wrap it: two text nodes.
  'ada.lamp',
  '@example.com',
  // The QR scanner library's own camera button (@yudiel/react-qr-scanner): its label is not ours to set.
  'Turn camera on',
  'Turn camera off',
  VISITOR.phone,
  'Acme',
  'Light installations.',
  'An exhibit',
  'ID Event',
];

let smtp: SmtpSink;
let phone: VisitorPage;
let staffPhone: VisitorPage;
let eventId = '';
let exhibitId = '';
let personalLink = '';

setUpServerAndBrowser({
  env: async () => {
    smtp = await startSmtpSink();
    return { SMTP_URL: smtp.url };
  },
  seed: async (admin, server) => {
    const event = await admin.createEvent(eventOnDays(EVENT, 'Light installations.', 0, 1));
    eventId = event.id;
    const exhibit = await admin.createExhibit({ eventId, name: EXHIBIT, startTime: '00:00', endTime: '23:59' });
    exhibitId = exhibit.id;
    const visitor = await registerVisitor(server, eventId, VISITOR);
    await publicCheckIn(server, visitor.token, exhibitId);
    await eventually(async () => smtp.messages.length > 0, 30_000, 'the pass e-mail');
    personalLink = /(http:\/\/\S+\/my-registration\/\S+)/.exec(smtp.messages[0]?.text ?? '')?.[1] ?? '';
  },
  afterStart: async ({ browser, server }) => {
    phone = await openVisitorPage(browser, server.baseUrl, 'phone');
    await phone.context.addCookies([{ name: 'lang', value: 'en-XA', url: server.baseUrl }]);
    staffPhone = await openVisitorPage(browser, server.baseUrl, 'phone');
    await staffPhone.context.addCookies([{ name: 'lang', value: 'en-XA', url: server.baseUrl }]);
    await signInContext(staffPhone.context, server);
  },
  beforeStop: async () => {
    await phone?.close();
    await staffPhone?.close();
  },
  afterStop: async () => {
    await smtp?.close();
  },
});

// Run in the page, as text: the tests have no DOM types.
const UNMARKED = (data: string[]) => `(() => {
  const data = ${JSON.stringify(data)};
  const marked = /[⟦⟧àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ]/;
  const dates = /\\bat\\b(?= \\d)|\\b(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\\b|\\b(January|February|March|April|May|June|July|August|September|October|November|December)\\b|\\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\\b|\\b[AP]M\\b/g;
  const found = new Set();
  const visible = (element) => {
    for (let e = element; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.display === 'none' || style.visibility === 'hidden') return false;
      if (e.tagName === 'OPTION' || e.tagName === 'SCRIPT' || e.tagName === 'STYLE') return false;
    }
    return true;
  };
  const check = (text, where) => {
    if (!text || marked.test(text)) return;
    let rest = text;
    for (const value of data) rest = rest.split(value).join(' ');
    rest = rest.replace(dates, ' ');
    if (/[A-Za-z]{2,}/.test(rest)) found.add(text.trim().slice(0, 80) + ' (' + where + ')');
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && visible(parent)) check(node.textContent.trim(), parent.tagName.toLowerCase());
  }
  for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    if (!visible(element)) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) check(value.trim(), name);
    }
  }
  check(document.title, 'title');
  return [...found];
})()`;

async function checkPage(page: Page, name: string) {
  const unmarked = (await page.evaluate(UNMARKED(DATA))) as string[];
  expect.soft(unmarked, `${name}: texts without the pseudo-locale's marks`).toEqual([]);
  await expectFitsScreen(page, `${name} (en-XA)`, viewports.phone.width);
  await screenshot(page, 'phone', `pseudo-${name}`);
}

describe("every visitor's page in the pseudo-locale, at 360 px", () => {
  it("the visitor's pages", async () => {
    const { page } = phone;
    await page.goto('/');
    await visible(page.getByRole('link', { name: new RegExp(EVENT) }).first());
    expect(await page.evaluate('document.documentElement.lang')).toBe('en-XA');
    await checkPage(page, 'landing');

    await page.goto(`/register?eventId=${eventId}`);
    await visible(page.getByRole('heading', { name: EVENT }).first());
    // With the form's hint of what is still blank.
    await checkPage(page, 'register');

    await page.goto('/my-pass');
    await visible(page.locator('form input').first());
    await checkPage(page, 'my-pass');
    await page.locator('form input').first().fill(VISITOR.email);
    await page.locator('form button[type="submit"]').click();
    await visible(page.getByText(EVENT).first());
    await checkPage(page, 'my-pass-found');

    expect(personalLink).not.toBe('');
    await page.goto(personalLink);
    await visible(page.getByText(EVENT).first());
    await checkPage(page, 'my-registration');

    await page.goto('/exhibits');
    await visible(page.getByText(EXHIBIT).first());
    await checkPage(page, 'exhibits');

    await page.goto('/no-such-page');
    await checkPage(page, 'not-found');
  });
});

describe('the admin area and the door in the pseudo-locale, at 360 px', () => {
  it('the dashboard, an event, staff, activity and the scan page', async () => {
    const { page } = staffPhone;
    await page.goto('/admin/dashboard');
    await visible(page.getByText(EVENT).first());
    await checkPage(page, 'admin-dashboard');

    await page.goto(`/admin/events/${eventId}`);
    await visible(page.getByText(EXHIBIT).first());
    await checkPage(page, 'admin-event');

    await page.goto('/admin/staff');
    await visible(page.locator('main h1').first());
    await checkPage(page, 'admin-staff');

    await page.goto('/admin/activity');
    await visible(page.locator('main h1').first());
    await checkPage(page, 'admin-activity');

    await page.goto('/admin/scan');
    await visible(page.locator('main').first());
    await checkPage(page, 'door-scan');
  });
});
