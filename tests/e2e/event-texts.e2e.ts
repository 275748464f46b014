/**
 * Event texts in several languages (issue 31 item 4), in Chromium: the organiser offers German and
 * French from the account menu's "Event languages", the event form then asks for a name and a
 * description in each with a badge naming those still missing, and a German visitor reads the German
 * name on the landing page while an English one reads the first language's.
 */
import { describe, expect, it } from 'vitest';
import { closeExpectingNoProblems, openVisitorPage } from './support/browser.ts';
import { dayInput, visible } from './support/page-helpers.ts';
import { signInContext } from './support/scan.ts';
import { setUpServerAndBrowser } from './support/suite.ts';

const e2e = setUpServerAndBrowser();

describe('an event written in English, German and French', () => {
  it('is offered in the languages set, with the missing ones named, and read in the visitor’s', async () => {
    const organiser = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'desktop');
    await signInContext(organiser.context, e2e.server);
    const { page } = organiser;
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Event languages' }).click();
    const languages = page.getByRole('dialog', { name: 'Event languages' });
    await languages.getByLabel('Deutsch').check();
    await languages.getByLabel('Français').check();
    await languages.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Event languages updated', { exact: true }));

    await page.getByRole('button', { name: 'Create New Event' }).first().click();
    const form = page.getByRole('dialog', { name: 'Create New Event' });
    await form.getByLabel('Event Name').fill('Spring Fair');
    await form.getByLabel('Start Date').fill(dayInput(0));
    await form.getByLabel('End Date').fill(dayInput(1));
    const missing = form.getByTestId('translations-missing');
    expect(await missing.textContent()).toBe('Missing: Deutsch and Français');
    await form.getByLabel('Name in Deutsch').fill('Frühjahrsmesse');
    await form.getByLabel('Description in Deutsch').fill('Stände und Vorträge.');
    expect(await missing.textContent()).toBe('Missing: Français');
    expect(await form.getByLabel('Name in Deutsch').getAttribute('lang')).toBe('de');
    await form.getByRole('button', { name: 'Create Event' }).click();
    await visible(page.getByText('Event created successfully', { exact: true }));
    await closeExpectingNoProblems(organiser);

    const german = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
    await german.context.addCookies([{ name: 'lang', value: 'de', url: e2e.server.baseUrl }]);
    await german.page.goto('/');
    await visible(german.page.getByText('Frühjahrsmesse').first());
    await visible(german.page.getByText('Stände und Vorträge.').first());
    await closeExpectingNoProblems(german);

    const english = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
    await english.page.goto('/');
    await visible(english.page.getByText('Spring Fair').first());
    expect(await english.page.getByText('Frühjahrsmesse').count()).toBe(0);
    await closeExpectingNoProblems(english);
  });
});
