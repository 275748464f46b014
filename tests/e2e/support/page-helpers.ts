/** Small waits and look-ups over playwright-core (which has no `expect` of its own), and days as pages write them. */
import type { Locator, Page } from 'playwright-core';
import { patient } from '../../support/patience.ts';

const DAY = 24 * 60 * 60 * 1000;

export const pathname = (page: Page) => new URL(page.url()).pathname;

/** A local day as a date input holds it, `offsetDays` from today. */
export function dayInput(offsetDays: number): string {
  const date = new Date(Date.now() + offsetDays * DAY);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'Monday, June 2, 2025', as the pages write a day (the browser and the server share a time zone here). */
export const longDay = (date: Date) =>
  date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** Waits until the locator's first element shows; `timeout` is scaled by PATIENCE, as in `hidden` and `eventually`. */
export async function visible(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout: patient(timeout) });
  return locator.first();
}

export async function hidden(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout: patient(timeout) });
}

/** The toast area (Radix's "Notifications (F8)" region). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ });
}

/** Waits for a toast with this title and returns its whole text. */
export async function toastText(page: Page, title: string): Promise<string> {
  const item = toasts(page).locator('li').filter({ hasText: title });
  await visible(item);
  return ((await item.first().textContent()) ?? '').trim();
}

/** Waits until a condition on the page holds. */
export async function eventually(check: () => Promise<boolean>, timeout = 15_000, what = 'condition'): Promise<void> {
  const limit = patient(timeout);
  const deadline = Date.now() + limit;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not hold within ${limit} ms`);
}

/** React marks the DOM nodes it owns: the server-rendered page's heading has the mark once hydrated. */
const ownedByReact = (element: unknown) => Object.keys(element as object).some((key) => key.startsWith('__reactFiber'));

/**
 * Waits until the page's app has taken over its server-rendered heading and the network has settled,
 * so what the app adds after hydration (a link shown only on some devices) is there or never will be.
 */
export async function afterHydration(page: Page): Promise<void> {
  await eventually(() => page.locator('h1').first().evaluate(ownedByReact), 15_000, 'hydration');
  await page.waitForLoadState('networkidle');
}

/** The document's `[lang, dir]`. Run in the page, as text: the tests have no DOM types. */
export const htmlLangDir = (page: Page) =>
  page.evaluate('[document.documentElement.lang, document.documentElement.dir]') as Promise<[string, string]>;
