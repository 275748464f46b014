/**
 * Sign-in, staff accounts and the activity log in the staff member's own language (issue 31), in
 * Chromium. A browser preferring French gets the sign-in page in French, a wrong password's message
 * in French, then the Staff and Activity pages in French (the activity's actions and reasons too).
 * An Arabic phone (390×844) gets the same pages right to left; each is photographed into
 * tests/.tmp/screens/staff-*.png and must fit the screen.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import {
  closeExpectingNoProblems,
  openVisitorPage,
  screensDir,
  type ViewportName,
  type VisitorPage,
} from './support/browser.ts';
import { expectFitsScreen } from './support/fits-screen.ts';
import { eventually, htmlLangDir, pathname, visible } from './support/page-helpers.ts';
import { setUpServerAndBrowser } from './support/suite.ts';

const e2e = setUpServerAndBrowser();

const phone = { width: 390, height: 844 };

const openIn = (locale: string, viewport: ViewportName) =>
  openVisitorPage(e2e.browser, e2e.server.baseUrl, viewport, {
    locale,
    ...(viewport === 'phone' ? { size: phone } : {}),
  });

async function photograph(page: Page, name: string) {
  await mkdir(screensDir, { recursive: true });
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: path.join(screensDir, `staff-${name}.png`), fullPage: true });
}

describe('a staff member whose browser prefers French', () => {
  let visitor: VisitorPage;
  beforeAll(async () => {
    visitor = await openIn('fr-FR', 'desktop');
  });
  afterAll(() => closeExpectingNoProblems(visitor));

  it('signs in through the French sign-in page, told in French about a wrong password', async () => {
    const { page } = visitor;
    await page.goto('/admin/login');
    await visible(page.getByRole('heading', { name: "Espace d'administration" }));
    await visible(page.getByText("Connexion réservée à l'équipe"));
    expect(await htmlLangDir(page)).toEqual(['fr', 'ltr']);
    expect(await page.title()).toBe("Espace d'administration · ID Event");
    await page.getByLabel("Nom d'utilisateur").fill('admin');
    await page.getByLabel('Mot de passe').fill('not the password');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await visible(page.getByRole('alert').filter({ hasText: "Nom d'utilisateur ou mot de passe incorrect." }));
    await expectAccessible(page, 'sign-in (French)');

    await page.getByLabel('Mot de passe').fill(e2e.server.adminPassword);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await eventually(async () => pathname(page) === '/admin/dashboard', 15_000, 'the dashboard');
  });

  it('sees the staff accounts in French', async () => {
    const { page } = visitor;
    await page.goto('/admin/staff');
    await visible(page.getByRole('heading', { name: 'Équipe', exact: true }));
    await visible(page.getByText("Ajouter un compte d'équipe"));
    await visible(page.getByRole('button', { name: "Nom d'utilisateur et mot de passe" }));
    await visible(page.getByText("Au moins 10 caractères, sans le nom d'utilisateur."));
    const accounts = page.getByRole('list', { name: "Comptes de l'équipe" });
    await visible(accounts.getByText('admin', { exact: true }));
    await visible(accounts.getByText('propriétaire', { exact: true }));
    await visible(page.getByRole('combobox', { name: 'Rôle de admin' }));
    expect(await page.getByLabel('Rôle', { exact: true }).locator('option').allTextContents()).toContain(
      'Entrée : uniquement la page de scan',
    );
    expect(await page.title()).toBe('Équipe · ID Event');
    await expectAccessible(page, 'staff (French)');
  });

  it('reads the activity in French', async () => {
    const { page } = visitor;
    await page.goto('/admin/activity');
    await visible(page.getByRole('heading', { name: 'Activité', exact: true }));
    await visible(page.getByRole('link', { name: 'Télécharger le CSV' }));
    await visible(page.getByRole('button', { name: 'Filtrer', exact: true }));
    await visible(page.getByLabel('Compte', { exact: true }));
    await visible(page.getByRole('status').filter({ hasText: /^Journal intact \(\d+ entrées?\)$/ }));
    const entries = page.getByRole('list', { name: 'Activité' });
    await visible(entries.getByText('échec de connexion').first());
    await visible(entries.getByText('(mot de passe incorrect)').first());
    await visible(entries.getByText("s'est connecté").first());
    // The entries' times in French words.
    await visible(entries.getByText(/(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d+ \w+ \d{4}/).first());
    await expectAccessible(page, 'activity (French)');
  });
});

describe('a staff member whose phone prefers Arabic', () => {
  let visitor: VisitorPage;
  beforeAll(async () => {
    visitor = await openIn('ar', 'phone');
  });
  afterAll(() => closeExpectingNoProblems(visitor));

  it('gets the sign-in page right to left', async () => {
    const { page } = visitor;
    await page.goto('/admin/login');
    await visible(page.getByRole('heading', { name: 'لوحة الإدارة' }));
    expect(await htmlLangDir(page)).toEqual(['ar', 'rtl']);
    await page.getByLabel('اسم المستخدم').fill('admin');
    await page.getByLabel('كلمة المرور').fill('not the password');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'اسم المستخدم أو كلمة المرور غير صحيحة.' }));
    await expectFitsScreen(page, 'sign-in (Arabic)', phone.width);
    await expectAccessible(page, 'sign-in (Arabic)');
    await photograph(page, 'login-ar');

    await page.getByLabel('كلمة المرور').fill(e2e.server.adminPassword);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await eventually(async () => pathname(page) === '/admin/dashboard', 15_000, 'the dashboard');
  });

  it('gets the staff page right to left', async () => {
    const { page } = visitor;
    await page.goto('/admin/staff');
    await visible(page.getByRole('heading', { name: 'الفريق', exact: true }));
    await visible(page.getByRole('list', { name: 'حسابات الفريق' }).getByText('مالك', { exact: true }));
    expect(await htmlLangDir(page)).toEqual(['ar', 'rtl']);
    await expectFitsScreen(page, 'staff (Arabic)', phone.width);
    await expectAccessible(page, 'staff (Arabic)');
    await photograph(page, 'staff-ar');
  });

  it('gets the activity right to left', async () => {
    const { page } = visitor;
    await page.goto('/admin/activity');
    await visible(page.getByRole('heading', { name: 'سجل النشاط', exact: true }));
    const entries = page.getByRole('list', { name: 'سجل النشاط' });
    await visible(entries.getByText('فشل تسجيل الدخول').first());
    await visible(page.getByRole('status').filter({ hasText: 'سجل النشاط سليم' }));
    await expectFitsScreen(page, 'activity (Arabic)', phone.width);
    await expectAccessible(page, 'activity (Arabic)');
    await photograph(page, 'activity-ar');
  });
});
