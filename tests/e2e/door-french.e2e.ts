/**
 * A French door volunteer (issue 31): a phone whose browser speaks French (Accept-Language fr-FR),
 * signed in with a door account, sees the scan page in French: it admits a pass ("Entrée autorisée"),
 * then with "Faire entrer au scan" the same pass again is refused in French ("Déjà enregistré(e) à …"),
 * while the server's answer still carries the reason code `already_checked_in` (the codes and the
 * server's English never change; the page translates by code). Only the scan page's own texts are
 * asserted: the admin header is another slice's.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { patient } from '../support/patience.ts';
import { viewports } from './support/browser.ts';
import { installCanvasCamera } from './support/canvas-camera.ts';
import { visible } from './support/page-helpers.ts';
import {
  adminSession,
  launchScanBrowser,
  outcomePanel,
  registerVisitor,
  showToCamera,
  signInContext,
  type Visitor,
} from './support/scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';

const DOOR_USER = 'porte-fr';
const DOOR_PASSWORD = 'un-long-secret-de-porte';
const HALL = 'Grande Salle';
let hallId: string;
let visitor: Visitor;

const e2e = setUpServerAndBrowser({
  seed: async (admin, server) => {
    const event = await admin.createEvent(eventOnDays('Salon de Lyon', 'Un salon pour tous.'));
    hallId = (
      await (
        await adminSession(server)
      ).createExhibit({
        eventId: event.id,
        name: HALL,
        startTime: '00:00',
        endTime: '23:59',
        maxCapacity: 40,
      })
    ).id;
    visitor = await registerVisitor(server, event.id, {
      name: 'Amélie Poulain',
      email: 'amelie@example.com',
      phone: '555 0142',
    });
  },
  launch: () => launchScanBrowser(null),
});

/** The owner adds a door account (the Staff screen's call). */
async function addDoorAccount(): Promise<void> {
  const owner = await e2e.browser.newContext({ baseURL: e2e.server.baseUrl });
  try {
    await signInContext(owner, e2e.server);
    const added = await owner.request.post('/api/admin/users', {
      data: { username: DOOR_USER, role: 'door', password: DOOR_PASSWORD },
      headers: { origin: e2e.server.baseUrl },
    });
    expect(added.status()).toBe(201);
  } finally {
    await owner.close();
  }
}

/** A phone in French, signed in with the door account, its camera a canvas the test draws on. */
async function frenchDoorPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({
    baseURL: e2e.server.baseUrl,
    viewport: viewports.phone,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9' },
  });
  const signedIn = await context.request.post('/api/admin/login', {
    data: { username: DOOR_USER, password: DOOR_PASSWORD },
    headers: { origin: e2e.server.baseUrl },
  });
  expect(signedIn.ok()).toBe(true);
  await installCanvasCamera(context, {});
  return { context, page: await context.newPage() };
}

describe('the door in French', () => {
  it('admits a pass and refuses it again in French, the reason code unchanged', async () => {
    await addDoorAccount();
    const { context, page } = await frenchDoorPhone();
    try {
      await page.goto('/admin/scan');
      await visible(page.getByRole('heading', { name: 'Scanner un code QR', exact: true }));
      await visible(page.getByText('Présentez le billet du visiteur devant la caméra.'));
      await visible(page.getByRole('button', { name: 'Passer à la recherche' }));
      await visible(page.getByRole('switch', { name: 'Faire entrer au scan' }));

      // A pass: the visitor and the exhibit, in French; admitted with a tap.
      await showToCamera(page, visitor.token);
      await visible(page.getByRole('heading', { name: 'Faire entrer aux expositions' }));
      await visible(page.getByRole('heading', { name: visitor.name }));
      await visible(page.getByText('40 sur 40 places restantes'));
      await visible(page.getByText('Pas encore de passage'));
      const admitted = page.waitForResponse((response) => response.url().endsWith('/api/admin/admit'));
      await page.getByRole('button', { name: 'Faire entrer', exact: true }).click();
      expect((await admitted).status()).toBe(200);
      const outcome = await visible(outcomePanel(page, 'Entrée autorisée'));
      expect(await outcome.textContent()).toContain(`Entré(e) à ${HALL}.`);
      await visible(page.getByRole('button', { name: 'Entré(e)' }));
      await showToCamera(page, null);
      await mkdir(path.resolve('tests/.tmp/screens'), { recursive: true });
      await page.evaluate('window.scrollTo(0, 0)');
      await page.screenshot({ path: path.resolve('tests/.tmp/screens/door-fr.png') });

      // "Admit on scan" to the hall: the same pass again is refused, in French, by the server's code.
      await page.getByRole('button', { name: 'Scanner un autre code QR' }).click();
      await visible(page.getByRole('heading', { name: 'Scanner un code QR', exact: true }));
      await page.getByRole('switch', { name: 'Faire entrer au scan' }).click();
      await expect
        .poll(() => page.getByLabel('Exposition', { exact: true }).inputValue(), { timeout: patient(10_000) })
        .toBe(hallId);
      // The pass just handled is kept quiet for a while (the camera still sees it): past that interval.
      await page.waitForTimeout(3200);
      const refusedAnswer = page.waitForResponse((response) => response.url().endsWith('/api/admin/admit-pass'));
      await showToCamera(page, visitor.token);
      const refused = await visible(outcomePanel(page, 'Entrée refusée'));
      expect(await refused.textContent()).toMatch(new RegExp(`Déjà enregistré\\(e\\) à ${HALL} à \\d{1,2}:\\d{2}\\.`));
      expect(await refused.textContent()).not.toContain('Already');
      const answer = await refusedAnswer;
      expect(answer.status()).toBe(409);
      const body = (await answer.json()) as { reason?: string; message?: string };
      expect(body.reason).toBe('already_checked_in');
      // The server's own words stay English (its logs, the API): only the page translates.
      expect(body.message).toMatch(new RegExp(`^Already checked in to ${HALL} at `));
      await showToCamera(page, null);
    } finally {
      await context.close();
    }
  });
});
