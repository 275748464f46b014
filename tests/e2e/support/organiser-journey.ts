/**
 * What the organiser's journey through the admin area shares (admin-sign-in, admin-events and
 * admin-event-dates .e2e.ts): its server, API session and browser, an ended event to look at, a
 * signed-in page, and a few checks of the admin screens.
 */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type AdminApi, endEvent, localDayEnd, localDayStart, type SeededEvent, signInAsAdmin } from './admin.ts';
import {
  openVisitorPage,
  type ServerAndBrowser,
  startServerAndBrowser,
  type ViewportName,
  type VisitorPage,
} from './browser.ts';
import { visible } from './page-helpers.ts';
import { signInContext } from './scan.ts';
import type { E2eServer } from './server.ts';
import { registerVisitor } from './visitors.ts';

/**
 * Nothing on the page is wider than the screen (no sideways scrolling of the whole page). The screen
 * is the layout viewport: on a phone window.innerWidth grows to the page's width when the page is
 * wider, so a check against it always passed there (tests/e2e/support/fits-screen.ts checks more).
 */
export async function expectNoSideScroll(page: Page, label: string): Promise<void> {
  const [scrollWidth, screenWidth] = (await page.evaluate(
    '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
  )) as [number, number];
  expect(scrollWidth, `${label}: page width ${scrollWidth} > screen ${screenWidth}`).toBeLessThanOrEqual(screenWidth);
}

/**
 * Waits for a toast with this title and returns its whole text. While a modal dialog is open Radix
 * hides the rest of the page (the toast area included) from the accessibility tree, so this finds
 * the toast by its markup rather than by role.
 */
export async function toastText(page: Page, title: string): Promise<string> {
  const item = page.locator('[aria-label^="Notifications"] li').filter({ hasText: title });
  await visible(item);
  return ((await item.first().textContent()) ?? '').trim();
}

export interface Journey extends ServerAndBrowser {
  /** The organiser's API, signed in. */
  admin: AdminApi;
}

export async function startJourney(): Promise<Journey> {
  const started = await startServerAndBrowser();
  return { ...started, admin: await signInAsAdmin(started.server) };
}

/** An event with an exhibit and a registration, then ended, so it is read-only when viewed. */
export async function seedEndedEvent(server: E2eServer, admin: AdminApi): Promise<SeededEvent> {
  const endedEvent = await admin.createEvent({
    name: 'Winter Craft Fair',
    description: 'Handmade goods from local makers.',
    startDate: localDayStart(-2),
    endDate: localDayEnd(0),
  });
  const yesterdayNoon = localDayStart(-1);
  yesterdayNoon.setHours(12);
  await admin.createExhibit({
    eventId: endedEvent.id,
    name: 'Pottery Corner',
    startTime: '10:00',
    endTime: '12:00',
    date: yesterdayNoon,
  });
  await registerVisitor(server, endedEvent.id, { name: 'Early Bird', email: 'early.bird@example.com' });
  await endEvent(server, endedEvent.id);
  return endedEvent;
}

/** A page at one screen size, signed in as the organiser and on the dashboard. */
export async function openSignedInPage(
  browser: Browser,
  server: E2eServer,
  viewport: ViewportName,
): Promise<VisitorPage> {
  const visitor = await openVisitorPage(browser, server.baseUrl, viewport);
  await signInContext(visitor.context, server);
  await visitor.page.goto('/admin/dashboard');
  await visible(visitor.page.getByRole('heading', { name: 'Event Management Dashboard' }));
  return visitor;
}
