/**
 * Debian's Chromium driven by playwright-core. Name resolution of every host but localhost fails, so
 * a page that loads anything from another origin is caught (and such requests are recorded).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const;
export type ViewportName = keyof typeof viewports;

export const screensDir = path.resolve('tests/.tmp/screens');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
    ],
  });
}

export interface VisitorPage {
  context: BrowserContext;
  page: Page;
  /** Requests that left the app's origin, and errors printed by the page. */
  problems: string[];
  close(): Promise<void>;
}

export async function openVisitorPage(browser: Browser, baseUrl: string, viewport: ViewportName): Promise<VisitorPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: viewports[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const origin = new URL(baseUrl).origin;
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) {
      problems.push(`request to another origin: ${url}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // Failed calls the test provokes on purpose (404 pass lookups, 409 refusals) log a resource error.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  return { context, page, problems, close: () => context.close() };
}

export async function screenshot(page: Page, viewport: ViewportName, name: string, fullPage = true): Promise<void> {
  await mkdir(screensDir, { recursive: true });
  // A sticky header would otherwise be drawn where the page happens to be scrolled.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: path.join(screensDir, `${viewport}-${name}.png`), fullPage });
}
