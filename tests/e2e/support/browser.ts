/**
 * Debian's Chromium driven by playwright-core (tests/support/chromium.ts). Name resolution of every host
 * but localhost fails, so a page that loads anything from another origin is caught (and such requests
 * are recorded).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchChromium } from '../../support/chromium.ts';
import { type E2eServer, startServer } from './server.ts';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const;
export type ViewportName = keyof typeof viewports;

export const screensDir = path.resolve('tests/.tmp/screens');

export function launchBrowser(): Promise<Browser> {
  return launchChromium({ localhostOnly: true });
}

/** A test file's built server and browser. */
export interface ServerAndBrowser {
  server: E2eServer;
  browser: Browser;
}

export async function startServerAndBrowser(): Promise<ServerAndBrowser> {
  return { server: await startServer(), browser: await launchBrowser() };
}

/** Stops what started (a file whose set-up failed half-way has only part of it). */
export async function stopServerAndBrowser({ server, browser }: Partial<ServerAndBrowser>): Promise<void> {
  await browser?.close();
  await server?.stop();
}

export interface VisitorPage {
  context: BrowserContext;
  page: Page;
  /** Requests that left the app's origin, and errors printed by the page. */
  problems: string[];
  close(): Promise<void>;
}

/** A context's options for a screen of `viewport`'s size, as the visitor and door pages open it. */
export function screenContextOptions(baseUrl: string, viewport: ViewportName): BrowserContextOptions {
  return {
    baseURL: baseUrl,
    viewport: viewports[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    locale: 'en-US',
    reducedMotion: 'reduce',
  };
}

/**
 * A page on a screen of `viewport`'s kind; `locale` is the browser's language (its Accept-Language),
 * `size` another screen size of that kind (a 390 px phone, say).
 */
export async function openVisitorPage(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportName,
  { locale, size }: { locale?: string; size?: { width: number; height: number } } = {},
): Promise<VisitorPage> {
  const context = await browser.newContext({
    ...screenContextOptions(baseUrl, viewport),
    ...(locale ? { locale } : {}),
    ...(size ? { viewport: size } : {}),
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

/** Closes the page, then fails if it asked another origin or printed an error meanwhile. */
export async function closeExpectingNoProblems(visitor: VisitorPage | undefined): Promise<void> {
  const problems = visitor?.problems ?? [];
  await visitor?.close();
  expect(problems).toEqual([]);
}

export async function screenshot(page: Page, viewport: ViewportName, name: string, fullPage = true): Promise<void> {
  await mkdir(screensDir, { recursive: true });
  // A sticky header would otherwise be drawn where the page happens to be scrolled.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: path.join(screensDir, `${viewport}-${name}.png`), fullPage });
}
