/**
 * The admin area in the organiser's own language (issue 31), in Chromium. An organiser whose browser
 * prefers German signs in and finds the header, the dashboard and an event's page in German, and
 * creates an event through the German form. An organiser whose browser prefers Arabic gets the admin
 * area right to left at phone size (390x844), the exhibit carousel scrolling from its start on the
 * right; axe on the Arabic dashboard. Screens go to tests/.tmp/screens/admin-{de,ar}-*.png.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localNoonToday, type SeededEvent } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import { closeExpectingNoProblems, openVisitorPage, screensDir, type VisitorPage } from './support/browser.ts';
import { expectNoSideScroll } from './support/organiser-journey.ts';
import { dayInput, htmlLangDir, visible } from './support/page-helpers.ts';
import { signInContext } from './support/scan.ts';
import { designSummit, setUpServerAndBrowser } from './support/suite.ts';

let event: SeededEvent;

const e2e = setUpServerAndBrowser({
  seed: async (admin) => {
    event = await admin.createEvent(designSummit());
    for (const [name, startTime, endTime] of [
      ['Prototype Lab', '10:00', '11:00'],
      ['Colour Studio', '11:30', '12:30'],
      ['Type Workshop', '14:00', '15:00'],
    ] as const) {
      await admin.createExhibit({ eventId: event.id, name, startTime, endTime, date: localNoonToday() });
    }
  },
});

const PHONE = { width: 390, height: 844 };

/** A signed-in organiser's page whose browser prefers `locale`, at the phone's size or the desktop's. */
async function openAdminIn(locale: string, phone: boolean): Promise<VisitorPage> {
  const screen = await openVisitorPage(e2e.browser, e2e.server.baseUrl, phone ? 'phone' : 'desktop', {
    locale,
    ...(phone ? { size: PHONE } : {}),
  });
  await signInContext(screen.context, e2e.server);
  return screen;
}

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(screensDir, { recursive: true });
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: path.join(screensDir, `${name}.png`), fullPage: true });
}

describe('an organiser whose browser prefers German', () => {
  let organiser: VisitorPage;
  beforeAll(async () => {
    organiser = await openAdminIn('de-DE', false);
  });
  afterAll(() => closeExpectingNoProblems(organiser));

  it('finds the header and the dashboard in German', async () => {
    const { page } = organiser;
    await page.goto('/admin/dashboard');
    await visible(page.getByRole('heading', { name: 'Veranstaltungsverwaltung', level: 1 }));
    expect(await htmlLangDir(page)).toEqual(['de', 'ltr']);
    expect(await page.title()).toBe('Veranstaltungsverwaltung · ID Event');
    const header = page.getByRole('banner');
    await visible(header.getByRole('link', { name: 'Übersicht' }));
    await visible(header.getByRole('link', { name: 'QR-Code scannen' }));
    await visible(page.getByRole('heading', { name: 'Laufende Veranstaltungen' }));
    await visible(page.getByRole('heading', { name: 'Kommende Veranstaltungen' }));
    await visible(page.getByRole('button', { name: 'Neue Veranstaltung erstellen' }));
    await visible(page.getByText('Keine kommenden Veranstaltungen'));
    await visible(page.getByRole('link', { name: `${event.name} verwalten` }));
    await header.getByRole('button', { name: 'Kontomenü' }).click();
    await visible(page.getByRole('menuitem', { name: 'Überall abmelden' }));
    await page.keyboard.press('Escape');
  });

  it('creates an event through the German form', async () => {
    const { page } = organiser;
    await page.getByRole('button', { name: 'Neue Veranstaltung erstellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Veranstaltung erstellen' });
    await visible(dialog.getByText('Füllen Sie Name der Veranstaltung, Startdatum und Enddatum aus'));
    await visible(dialog.getByText('Ob das Anmeldeformular Besucher nach ihrer Firma fragt.'));
    await dialog.getByLabel('Name der Veranstaltung').fill('Herbstmesse');
    await dialog.getByLabel('Beschreibung').fill('Handwerk aus der Region.');
    await dialog.getByLabel('Startdatum').fill(dayInput(3));
    await dialog.getByLabel('Enddatum').fill(dayInput(4));
    await dialog.getByLabel('Plätze').fill('120');
    await dialog.getByRole('button', { name: 'Veranstaltung erstellen' }).click();
    await visible(page.getByText('Veranstaltung erstellt', { exact: true }));
    const upcoming = page.getByRole('region', { name: 'Kommende Veranstaltungen' });
    await visible(upcoming.getByRole('link', { name: 'Herbstmesse verwalten' }));
    await visible(upcoming.getByText('1 Veranstaltung', { exact: true }));
    await shot(page, 'admin-de-dashboard');
  });

  it("shows an event's page in German", async () => {
    const { page } = organiser;
    await page.getByRole('link', { name: `${event.name} verwalten` }).click();
    await visible(page.getByRole('heading', { name: event.name, level: 1 }));
    await visible(page.getByRole('link', { name: 'Alle Veranstaltungen' }));
    await visible(page.getByText('Plätze: unbegrenzt'));
    await visible(page.getByText('Erinnerung: Standardeinstellung'));
    await visible(page.getByRole('heading', { name: 'Stationen' }));
    await visible(page.getByText('3 Stationen', { exact: true }));
    await visible(page.getByRole('heading', { name: 'Teilnahme' }));
    await visible(page.getByRole('link', { name: 'CSV herunterladen' }));
    await page.getByRole('button', { name: 'Station hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Station erstellen' });
    await visible(dialog.getByLabel('Name der Station'));
    await visible(dialog.getByLabel('Startzeit'));
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('button', { name: 'Veranstaltung bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Veranstaltung bearbeiten' });
    await visible(edit.getByRole('button', { name: 'Änderungen speichern' }));
    await edit.getByRole('button', { name: 'Schließen' }).click();
    await shot(page, 'admin-de-event');
  });
});

describe('an organiser whose browser prefers Arabic, on a phone', () => {
  let organiser: VisitorPage;
  beforeAll(async () => {
    organiser = await openAdminIn('ar', true);
  });
  afterAll(() => closeExpectingNoProblems(organiser));

  it('gets the dashboard right to left, and accessible', async () => {
    const { page } = organiser;
    await page.goto('/admin/dashboard');
    await visible(page.getByRole('heading', { name: 'إدارة الفعاليات', level: 1 }));
    expect(await htmlLangDir(page)).toEqual(['ar', 'rtl']);
    const bottomBar = page.getByRole('navigation', { name: 'الإدارة (الشريط السفلي)' });
    await visible(bottomBar.getByRole('link', { name: 'نظرة عامة' }));
    await visible(page.getByRole('link', { name: `إدارة ${event.name}` }));
    await expectNoSideScroll(page, 'Arabic dashboard');
    await expectAccessible(page, 'dashboard (Arabic)');
    await shot(page, 'admin-ar-dashboard');
  });

  it("gets an event's page right to left, its carousel starting on the right", async () => {
    const { page } = organiser;
    await page.getByRole('link', { name: `إدارة ${event.name}` }).click();
    await visible(page.getByRole('heading', { name: event.name, level: 1 }));
    await visible(page.getByRole('heading', { name: 'المعارض' }));
    // The start of the carousel is on the right: only the arrow to the following exhibits shows, then the other.
    const onward = page.getByRole('button', { name: 'المعارض التالية' });
    await visible(onward);
    expect(await page.getByRole('button', { name: 'المعارض السابقة' }).count()).toBe(0);
    await onward.click();
    await visible(page.getByRole('button', { name: 'المعارض السابقة' }));
    await expectNoSideScroll(page, 'Arabic event page');
    await shot(page, 'admin-ar-event');
  });
});
