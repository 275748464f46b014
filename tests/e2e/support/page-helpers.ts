/** Small waits and look-ups over playwright-core (which has no `expect` of its own). */
import type { Locator, Page } from 'playwright-core';

export async function visible(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

export async function hidden(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
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
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not hold within ${timeout} ms`);
}
