/**
 * The visitor's pages in their own language (issue 31), in Chromium. A visitor whose browser prefers
 * German registers: the landing page comes from the server in German (no English first), then the
 * registration form, its success view and My Pass, with German dates; the pass e-mail is German. The
 * language menu switches to Spanish at once and the choice survives a reload. An Arabic visitor at
 * phone size gets the page right to left, the header's start on the right. axe on each.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededEvent } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import {
  closeExpectingNoProblems,
  openVisitorPage,
  screenshot,
  type ViewportName,
  type VisitorPage,
} from './support/browser.ts';
import { expectFitsScreen } from './support/fits-screen.ts';
import { waitForEmails } from './support/mail.ts';
import { afterHydration, htmlLangDir, visible } from './support/page-helpers.ts';
import { designSummit, setUpServerAndBrowser } from './support/suite.ts';

let event: SeededEvent;

const e2e = setUpServerAndBrowser({
  seed: async (admin) => {
    event = await admin.createEvent(designSummit());
  },
});

const openIn = (locale: string, viewport: ViewportName) =>
  openVisitorPage(e2e.browser, e2e.server.baseUrl, viewport, { locale });

describe('a visitor whose browser prefers German', () => {
  let visitor: VisitorPage;
  const email = 'greta.licht@example.com';
  beforeAll(async () => {
    visitor = await openIn('de-DE', 'desktop');
  });
  afterAll(() => closeExpectingNoProblems(visitor));

  it('gets the landing page in German from the server, before any script', async () => {
    const response = await fetch(`${e2e.server.baseUrl}/`, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    const html = await response.text();
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain('Willkommen bei ID Event');
    expect(html).not.toContain('Welcome to ID Event');

    const { page } = visitor;
    await page.goto('/');
    await afterHydration(page);
    await visible(page.getByRole('heading', { name: 'Willkommen bei ID Event' }));
    await visible(page.getByRole('heading', { name: 'Verfügbare Veranstaltungen' }));
    expect(await htmlLangDir(page)).toEqual(['de', 'ltr']);
    expect(await page.title()).toBe('ID Event · Für Veranstaltungen anmelden');
    // The event's days in German words.
    const start = new Date(event.startDate).toLocaleDateString('de', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    const card = page.getByRole('listitem').filter({ hasText: event.name });
    await visible(card.getByText(start));
    await expectAccessible(page, 'landing (German)');
    await screenshot(page, 'desktop', 'i18n-de-landing');
  });

  it('registers through the German form and finds the pass in German', async () => {
    const { page } = visitor;
    await page.getByRole('link', { name: `Für Veranstaltung anmelden: ${event.name}` }).click();
    await visible(page.getByRole('heading', { name: event.name, level: 1 }));
    await visible(page.getByText('Anmeldung offen'));
    const submit = page.getByRole('button', { name: 'Anmeldung abschließen' });
    await visible(page.getByText('Füllen Sie Vollständiger Name, E-Mail-Adresse, Telefonnummer und Firma aus'));
    await page.getByLabel('Vollständiger Name').fill('Greta Licht');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Telefonnummer').fill('+49 30 1234567');
    await page.getByLabel('Firma').fill('Licht GmbH');
    await submit.click();
    await visible(page.getByRole('heading', { name: 'Anmeldung erfolgreich!' }));
    await visible(page.getByText(`Ihr QR-Ticket wurde an ${email} gesendet.`));
    await expectAccessible(page, 'registration success (German)');
    await screenshot(page, 'desktop', 'i18n-de-registered');

    await page.getByRole('link', { name: 'Mein Ticket ansehen' }).click();
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Ticket finden' }).click();
    await visible(page.getByRole('heading', { name: 'So nutzen Sie Ihr Ticket' }));
    await visible(page.getByText('Sicher • Persönlich • Nicht übertragbar'));
    await expectAccessible(page, 'My Pass (German)');

    const [file] = await waitForEmails(e2e.server.dataDir, email, 1);
    const mail = await simpleParser(await readFile(path.join(e2e.server.dataDir, 'mail', file!)));
    expect(mail.subject).toBe(`Ihr Ticket für ${event.name}`);
    expect(mail.text).toContain('Hallo Greta Licht,');
  });

  it('switches to Spanish from the language menu, and keeps it after a reload', async () => {
    const { page } = visitor;
    await page.goto('/');
    await afterHydration(page);
    await page.getByLabel('Sprache').selectOption('es');
    await visible(page.getByRole('heading', { name: 'Bienvenido a ID Event' }));
    expect(await htmlLangDir(page)).toEqual(['es', 'ltr']);
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Bienvenido a ID Event' }));
    await visible(page.getByRole('heading', { name: 'Eventos disponibles' }));
  });
});

describe('an Arabic visitor on a phone', () => {
  let visitor: VisitorPage;
  beforeAll(async () => {
    visitor = await openIn('ar-EG', 'phone');
  });
  afterAll(() => closeExpectingNoProblems(visitor));

  it('reads the pages right to left', async () => {
    const { page } = visitor;
    await page.goto('/');
    await afterHydration(page);
    await visible(page.getByRole('heading', { name: 'مرحبًا بك في ID Event' }));
    expect(await htmlLangDir(page)).toEqual(['ar', 'rtl']);
    // The header's start (the logo) is on the right.
    const logo = await page.getByRole('link', { name: 'الصفحة الرئيسية لـ ID Event' }).boundingBox();
    expect(logo!.x).toBeGreaterThan(390 / 2);
    await expectAccessible(page, 'landing (Arabic, phone)');
    await expectFitsScreen(page, 'landing (Arabic, phone)', 360);
    await screenshot(page, 'phone', 'i18n-ar-landing');

    await page.goto(`/register?eventId=${event.id}`);
    await visible(page.getByRole('button', { name: 'إتمام التسجيل' }));
    await expectAccessible(page, 'registration (Arabic, phone)');
    await expectFitsScreen(page, 'registration (Arabic, phone)', 360);
    await screenshot(page, 'phone', 'i18n-ar-register');
  });
});
