/**
 * The landing page rendered on the server (docs/decisions/010-landing-server-rendering.md): it
 * shows everything with JavaScript off, then React hydrates the same elements without fetching the
 * events again and without errors, and the page works as the app it was: client-side navigation,
 * the 'Register for Event' link, the title of each page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededEvent } from './support/admin.ts';
import {
  closeExpectingNoProblems,
  openVisitorPage,
  screenshot,
  type ViewportName,
  viewports,
} from './support/browser.ts';
import { eventually, visible } from './support/page-helpers.ts';
import { designSummit, openSourceMeetup, setUpServerAndBrowser } from './support/suite.ts';

const HERO =
  'Your gateway to seamless event experiences. Register for events and access them with your personal QR pass.';

let summit: SeededEvent;
let meetup: SeededEvent;

const e2e = setUpServerAndBrowser({
  seed: async (admin) => {
    summit = await admin.createEvent(designSummit());
    meetup = await admin.createEvent(openSourceMeetup(7));
  },
});

const isLoadedImage = (element: unknown) => {
  const image = element as { complete: boolean; naturalWidth: number };
  return image.complete && image.naturalWidth > 0;
};

/** React marks the DOM nodes it owns; a server-rendered node that has the mark was hydrated, not replaced. */
const ownedByReact = (element: unknown) => Object.keys(element as object).some((key) => key.startsWith('__reactFiber'));

describe.each<ViewportName>(['phone', 'desktop'])('with JavaScript off, on %s', (viewport) => {
  it('shows the header, the hero and the event cards with their images', async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.baseUrl,
      viewport: viewports[viewport],
      isMobile: viewport === 'phone',
      javaScriptEnabled: false,
      locale: 'en-US',
    });
    const page = await context.newPage();
    try {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.goto('/');
      expect(await page.title()).toBe('ID Event · Register for events');
      await visible(page.getByRole('link', { name: 'ID Event home' }));
      await visible(page.getByRole('heading', { name: 'Welcome to ID Event' }));
      await visible(page.getByText(HERO));
      await visible(page.getByRole('heading', { name: 'Available Events' }));
      for (const event of [summit, meetup]) {
        const card = page.getByRole('listitem').filter({ hasText: event.name });
        await visible(card.getByText(event.description));
        const link = card.getByRole('link', { name: /Register for Event/ });
        expect(await link.getAttribute('href')).toBe(`/register?eventId=${event.id}`);
        expect(await card.locator('img').evaluate(isLoadedImage)).toBe(true);
      }
      // Everything above came with the HTML: no stylesheet, image or data request.
      expect(requests.filter((pathname) => /^\/(assets|images)\/.*\.(css|svg)$|^\/api\//.test(pathname))).toEqual([]);
      await screenshot(page, viewport, 'landing-no-js');
    } finally {
      await context.close();
    }
  });
});

describe('hydration', () => {
  let visitor: Awaited<ReturnType<typeof openVisitorPage>>;
  let page: Page;
  const warnings: string[] = [];
  const eventCalls: string[] = [];

  beforeAll(async () => {
    visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'desktop');
    page = visitor.page;
    page.on('console', (message) => {
      if (message.type() === 'warning' || /hydrat/i.test(message.text())) warnings.push(message.text());
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/events/active') eventCalls.push(request.url());
    });
  });

  afterAll(() => closeExpectingNoProblems(visitor));

  it("takes over the server's elements without fetching the events again, and without errors", async () => {
    // Hold the app's script back until the server's elements have been noted.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await visible(page.getByRole('heading', { name: summit.name }));
    await page.evaluate(`window.__serverNodes = [document.querySelector('h1'), document.querySelector('main img')]`);
    expect(await page.locator('h1').evaluate(ownedByReact)).toBe(false);
    release();
    await eventually(() => page.locator('h1').evaluate(ownedByReact), 15_000, 'hydration');
    await page.unroute('**/assets/index-*.js');
    await page.waitForLoadState('networkidle');
    const same = await page.evaluate(
      `window.__serverNodes[0] === document.querySelector('h1') && window.__serverNodes[1] === document.querySelector('main img')`,
    );
    expect(same).toBe(true);
    expect(await page.title()).toBe('ID Event · Register for events');
    expect(eventCalls).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('navigates within the app, back to the events from its cache, and on to registration', async () => {
    await page.evaluate('window.__samePage = true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Pass' }).click();
    await visible(page.getByRole('heading', { name: 'My Pass', level: 1 }));
    expect(await page.title()).toBe('My Pass · ID Event');

    await page.getByRole('link', { name: 'ID Event home' }).click();
    await visible(page.getByRole('heading', { name: 'Welcome to ID Event' }));
    await visible(page.getByRole('heading', { name: meetup.name }));
    expect(await page.title()).toBe('ID Event · Register for events');

    await page
      .getByRole('listitem')
      .filter({ hasText: summit.name })
      .getByRole('link', { name: /Register for Event/ })
      .click();
    await visible(page.getByRole('heading', { name: summit.name, level: 1 }));
    expect(new URL(page.url()).search).toBe(`?eventId=${summit.id}`);
    await visible(page.getByRole('button', { name: 'Complete Registration' }));
    // All of it without loading a page again, and still without a second fetch of the events.
    expect(await page.evaluate('window.__samePage')).toBe(true);
    expect(eventCalls).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
