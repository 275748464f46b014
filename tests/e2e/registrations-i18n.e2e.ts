/**
 * An event's registrations in the organiser's own language (issue 31): a browser preferring Spanish
 * sees the registrations card (its count, columns, status words and pages), a registration's panel,
 * the waiting list card and the Google Sheets card in Spanish; the same event in Arabic at phone size
 * is right to left, its pagination's arrows mirrored and nothing wider than the screen. Pictures go
 * to tests/.tmp/screens/registrations-*.png. axe on each view.
 */
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateServiceAccount, type SheetsFake, startSheetsFake } from '../support/sheets-fake.ts';
import { adminCookie, type SeededEvent } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import {
  closeExpectingNoProblems,
  openVisitorPage,
  screensDir,
  type ViewportName,
  type VisitorPage,
} from './support/browser.ts';
import { htmlLangDir, visible } from './support/page-helpers.ts';
import { signInContext } from './support/scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';

const EVENT = 'Feria del Faro';
/** Eleven places: twelve visitors fill them and one waits, and the table has two pages. */
const PLACES = 11;
const account = generateServiceAccount('id-event-i18n@test-project.iam.gserviceaccount.com');
let fake: SheetsFake;

async function register(baseUrl: string, eventId: string, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name, email, phone: '+34 600 000 000', company: 'Faros SL', eventId }),
  });
  expect([201, 202], await response.text()).toContain(response.status);
}

const e2e = setUpServerAndBrowser<{ event: SeededEvent }>({
  env: async () => {
    fake = await startSheetsFake(account);
    return { GOOGLE_SERVICE_ACCOUNT_KEY: account.json, GOOGLE_SHEETS_API_ROOT: fake.rootUrl };
  },
  seed: async (admin, server) => {
    const event = await admin.createEvent({ ...eventOnDays(EVENT, 'Lámparas y lentes.', 0, 1), capacity: PLACES });
    await admin.createExhibit({ eventId: event.id, name: 'Sala de lentes', startTime: '10:00', endTime: '11:00' });
    for (let n = 1; n <= PLACES + 1; n++) await register(server.baseUrl, event.id, `Visitante ${n}`);
    const sheet = randomBytes(24).toString('base64url');
    fake.addSpreadsheet(sheet, { title: 'Hoja de la feria', mode: 'normal' });
    const linked = await fetch(`${server.baseUrl}/api/admin/events/${event.id}/sheets-url`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie: await adminCookie(server) },
      body: JSON.stringify({ sheetsUrl: `https://docs.google.com/spreadsheets/d/${sheet}/edit` }),
    });
    expect(linked.status, await linked.text()).toBe(200);
    return { event };
  },
  afterStop: async () => {
    await fake?.close();
  },
});

/** The owner signed in, in a browser whose language is `locale`, at `size`. */
async function openAs(
  locale: string,
  viewport: ViewportName,
  size?: { width: number; height: number },
): Promise<VisitorPage> {
  const screen = await openVisitorPage(e2e.browser, e2e.server.baseUrl, viewport, { locale, size });
  await signInContext(screen.context, e2e.server);
  // A render error React recovered from reaches the page as a bare code: report its cause too.
  await screen.context.addInitScript(`addEventListener('error', (event) => {
    const cause = event.error && event.error.cause;
    if (cause) console.error('caused by: ' + (cause.stack || cause.message || String(cause)));
  });`);
  return screen;
}

async function picture(page: Page, name: string) {
  await mkdir(screensDir, { recursive: true });
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: path.join(screensDir, `registrations-${name}.png`), fullPage: true });
}

const sheetsCard = (page: Page) => page.getByRole('region', { name: 'Google Sheets' });
describe("the organiser's registrations in Spanish", () => {
  let screen: VisitorPage;
  beforeAll(async () => {
    screen = await openAs('es-ES', 'desktop');
  });
  afterAll(() => closeExpectingNoProblems(screen));

  it('shows the registrations card, its pages and a status in Spanish', async () => {
    const { page } = screen;
    await page.goto(`/admin/events/${e2e.seeded.event.id}`);
    const table = page.getByRole('table', { name: 'Inscripciones' });
    await visible(table);
    expect(await htmlLangDir(page)).toEqual(['es', 'ltr']);
    await visible(page.getByText(`${PLACES + 1} inscripciones`, { exact: true }));
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Nombre',
      'Estado',
      'Correo',
      'Inscripción',
      'Entradas',
    ]);
    await visible(page.getByRole('searchbox', { name: 'Buscar inscripciones' }));
    // The newest first: the one who waits heads the first page.
    await visible(table.getByText('En espera', { exact: true }));
    await visible(table.getByText('Inscrito', { exact: true }).first());
    await visible(table.getByText('Todavía no', { exact: true }).first());
    const pages = page.getByRole('navigation', { name: 'Páginas de inscripciones' });
    await visible(pages.getByText(`1 a 10 de ${PLACES + 1} inscripciones`));
    await pages.getByRole('button', { name: 'Página siguiente' }).click();
    await visible(pages.getByText(`11 a ${PLACES + 1} de ${PLACES + 1} inscripciones`));
    expect(await pages.getByRole('button', { name: 'Página 2', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    await pages.getByRole('button', { name: 'Página anterior' }).click();
    await visible(pages.getByText(`1 a 10 de ${PLACES + 1} inscripciones`));
    await expectAccessible(page, 'registrations card (Spanish)');
    await picture(page, 'es-desktop');
  });

  it("opens a registration's panel in Spanish", async () => {
    const { page } = screen;
    await page
      .getByRole('table', { name: 'Inscripciones' })
      .getByRole('button', { name: 'Visitante 3', exact: true })
      .click();
    const panel = page.getByRole('dialog', { name: 'Visitante 3', exact: true });
    await visible(panel.getByText(/^Inscrito el /));
    for (const label of ['Correo', 'Teléfono', 'Empresa', 'Estado', 'Entradas', 'Dar acceso a']) {
      await visible(panel.getByText(label, { exact: true }));
    }
    await visible(panel.getByRole('button', { name: 'Reenviar QR' }));
    await visible(panel.getByRole('button', { name: 'Dar acceso' }));
    await panel.getByRole('button', { name: 'Cancelar inscripción' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Cancelar la inscripción de Visitante 3?' });
    await visible(confirm.getByText(`Visitante 3 pierde su plaza en ${EVENT}`, { exact: false }));
    await visible(confirm.getByLabel('Motivo (opcional)'));
    await visible(confirm.getByLabel('Avisar al visitante por correo'));
    await expectAccessible(page, 'cancel dialog (Spanish)');
    await confirm.getByRole('button', { name: 'Mantener inscripción' }).click();
    await expectAccessible(page, 'registration panel (Spanish)');
    await picture(page, 'es-panel');
    await page.keyboard.press('Escape');
  });

  it('shows the waiting list and the Google Sheets card in Spanish', async () => {
    const { page } = screen;
    await visible(page.getByRole('heading', { name: 'Lista de espera' }));
    await visible(page.getByText('1 en espera · 0 con oferta'));
    await visible(page.getByRole('button', { name: 'Ofrecer plaza ahora a Visitante 12' }));
    const card = sheetsCard(page);
    await visible(card.getByText('El evento, sus exposiciones y sus inscripciones', { exact: false }));
    await visible(card.getByText('Conectada', { exact: true }));
    await visible(card.getByText('Conectada: la cuenta de servicio puede editar esta hoja.'));
    await visible(card.getByText('Última sincronización:'));
    await visible(card.getByRole('button', { name: 'Sincronizar ahora' }));
    await visible(card.getByRole('link', { name: /Abrir Google Sheets/ }));
    await card.getByRole('button', { name: 'Editar la URL de la hoja' }).click();
    await visible(card.getByText('1. Compartir la hoja como Editor'));
    await visible(card.getByRole('button', { name: 'Copiar el correo de la cuenta de servicio' }));
    await expectAccessible(page, 'sheets card (Spanish)');
    await card.getByRole('button', { name: 'Cancelar' }).click();
  });
});

describe("the organiser's registrations in Arabic, on a phone", () => {
  let screen: VisitorPage;
  beforeAll(async () => {
    screen = await openAs('ar', 'phone', { width: 390, height: 844 });
  });
  afterAll(() => closeExpectingNoProblems(screen));

  /** Whatever sticks out beyond the screen's width (a table scrolls inside its own box). */
  const overflow = (page: Page) =>
    page.evaluate(`(() => {
      const width = document.documentElement.clientWidth;
      return [document.documentElement.scrollWidth > width ? 'page ' + document.documentElement.scrollWidth : null]
        .concat([...document.querySelectorAll('main *')]
          .filter((el) => !el.closest('[data-slot="table-container"], .overflow-x-auto, .overflow-auto'))
          .filter((el) => { const r = el.getBoundingClientRect(); return r.width > 0 && (r.left < -1 || r.right > width + 1); })
          .slice(0, 5)
          .map((el) => el.tagName + '.' + String(el.className).slice(0, 50)))
        .filter(Boolean);
    })()`);

  it('reads right to left, with the pages mirrored and nothing wider than the screen', async () => {
    const { page } = screen;
    await page.goto(`/admin/events/${e2e.seeded.event.id}`);
    const table = page.getByRole('table', { name: 'التسجيلات' });
    await visible(table);
    expect(await htmlLangDir(page)).toEqual(['ar', 'rtl']);
    await visible(page.getByText(`${PLACES + 1} تسجيلًا`, { exact: true }));
    const pages = page.getByRole('navigation', { name: 'صفحات التسجيلات' });
    await visible(pages.getByText(`1 إلى 10 من ${PLACES + 1} تسجيل`));
    // "Previous" points right in a right-to-left page: its chevron is drawn mirrored.
    const mirrored = await page.evaluate(`(() => {
      const svg = document.querySelector('nav[aria-label="صفحات التسجيلات"] button[aria-label="الصفحة السابقة"] svg');
      const style = svg ? getComputedStyle(svg) : null;
      return style ? style.scale + ' ' + style.transform : 'no chevron';
    })()`);
    expect(mirrored).toMatch(/-1/);
    await visible(page.getByRole('heading', { name: 'قائمة الانتظار' }));
    await visible(sheetsCard(page).getByText('متصل', { exact: true }));
    expect(await overflow(page)).toEqual([]);
    await expectAccessible(page, 'registrations (Arabic, phone)');
    await picture(page, 'ar-phone');
  });

  it("opens a registration's panel right to left", async () => {
    const { page } = screen;
    await page
      .getByRole('table', { name: 'التسجيلات' })
      .getByRole('button', { name: 'Visitante 4', exact: true })
      .click();
    const panel = page.getByRole('dialog', { name: 'Visitante 4', exact: true });
    await visible(panel.getByRole('button', { name: 'إعادة إرسال QR' }));
    await visible(panel.getByText('الهاتف', { exact: true }));
    await expectAccessible(page, 'registration panel (Arabic, phone)');
    await page.screenshot({ path: path.join(screensDir, 'registrations-ar-phone-panel.png') });
    await page.keyboard.press('Escape');
  });
});
