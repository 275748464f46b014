/**
 * A fresh server with no data: the landing page's empty state, the exhibits page's empty state, and
 * the landing page's JavaScript budget (first load, gzip) with nothing loaded from other origins.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { openVisitorPage, screenshot, type ViewportName } from './support/browser.ts';
import { visible } from './support/page-helpers.ts';
import { setUpServerAndBrowser } from './support/suite.ts';

/** The landing page's first-load JavaScript budget, gzip. */
const LANDING_JS_BUDGET_BYTES = 90 * 1024;

const e2e = setUpServerAndBrowser();

describe.each<ViewportName>(['desktop', 'phone'])('empty states on %s', (viewport) => {
  it('says there are no upcoming events', async () => {
    const visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, viewport);
    try {
      await visitor.page.goto('/');
      await visible(visitor.page.getByRole('heading', { name: 'No Upcoming Events' }));
      await visible(
        visitor.page.getByText('There are no events available for registration at this time. Check back soon!'),
      );
      await expectAccessible(visitor.page, `landing, empty (${viewport})`);
      await screenshot(visitor.page, viewport, 'landing-empty');
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('says there are no active exhibits', async () => {
    const visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, viewport);
    try {
      await visitor.page.goto('/exhibits');
      await visible(visitor.page.getByRole('heading', { name: 'No Active Exhibits' }));
      await visible(visitor.page.getByText('There are no exhibits available at this time. Please check back later.'));
      await expectAccessible(visitor.page, `exhibits, empty (${viewport})`);
      await screenshot(visitor.page, viewport, 'exhibits-empty');
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});

describe('landing page weight', () => {
  it(`loads at most ${LANDING_JS_BUDGET_BYTES / 1024} KB of JavaScript (gzip), all from its own origin`, async () => {
    const visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'desktop');
    try {
      const scripts = new Map<string, Promise<Buffer>>();
      visitor.page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
      });
      await visitor.page.goto('/', { waitUntil: 'networkidle' });
      await visible(visitor.page.getByRole('heading', { name: 'Welcome to ID Event' }));
      let total = 0;
      for (const body of scripts.values()) total += gzipSync(await body).length;
      expect(scripts.size).toBeGreaterThan(0);
      expect([...scripts.keys()].some((url) => /register|my-pass|exhibits|toaster|mobile-menu/.test(url))).toBe(false);
      console.info(`landing page JavaScript: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzip`);
      expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
