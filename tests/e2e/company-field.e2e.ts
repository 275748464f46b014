/**
 * Company as the event asks for it (issue 29 item 7), on a phone: the organiser makes it optional in
 * the event form and a visitor registers without one; an event that does not ask shows no Company
 * field at all. What was kept is read back through the organiser's API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededEvent } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import { closeExpectingNoProblems, openVisitorPage, screenshot, type VisitorPage } from './support/browser.ts';
import { hidden, toastText, visible } from './support/page-helpers.ts';
import { signInContext } from './support/scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';

const e2e = setUpServerAndBrowser({
  seed: async (admin) => ({
    craftMarket: await admin.createEvent(eventOnDays('Craft Market', 'Local makers and their stalls.', 0, 1)),
    foodFair: await admin.createEvent({
      ...eventOnDays('Street Food Fair', 'Stalls from around the world.', 0, 1),
      companyField: 'hidden',
    }),
  }),
});

let organiser: VisitorPage;

beforeAll(async () => {
  organiser = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
  await signInContext(organiser.context, e2e.server);
});

afterAll(() => closeExpectingNoProblems(organiser));

/** The companies kept for the event's registrations, by e-mail, as the organiser reads them. */
async function keptCompanies(event: SeededEvent): Promise<Record<string, string>> {
  const response = await organiser.context.request.get(`/api/admin/events/${event.id}/registrations`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { email: string; company: string }[] };
  return Object.fromEntries(items.map((item) => [item.email, item.company]));
}

/** A visitor on a phone fills in the three other fields and registers. */
async function registerWithoutCompany(visitor: VisitorPage, email: string) {
  const { page } = visitor;
  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByLabel('Email Address').fill(email);
  const submit = page.getByRole('button', { name: 'Complete Registration' });
  await visible(page.getByText('Fill in Phone Number to register.'));
  await page.getByLabel('Phone Number').fill('+1 555 010 0142');
  expect(await submit.isDisabled()).toBe(false);
  await hidden(page.getByText(/^Fill in /));
  await submit.click();
  await visible(page.getByRole('heading', { name: 'Registration Successful!' }));
}

describe('Company as the event asks for it, on a phone', () => {
  it('the organiser makes Company optional; a visitor registers leaving it blank', async () => {
    const { craftMarket } = e2e.seeded;
    const { page } = organiser;
    await page.goto(`/admin/events/${craftMarket.id}`);
    await visible(page.getByText('Company field: Required'));
    await page.getByRole('button', { name: 'Edit Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    const setting = dialog.getByLabel('Company field');
    expect(await setting.inputValue()).toBe('required');
    expect(await setting.locator('option').allInnerTexts()).toEqual(['Required', 'Optional', 'Not asked']);
    await setting.selectOption({ label: 'Optional' });
    await expectAccessible(page, 'event form with the Company field (phone)');
    await screenshot(page, 'phone', 'admin-event-company-field', false);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect(await toastText(page, 'Event updated successfully')).toContain('Event updated successfully');
    await visible(page.getByText('Company field: Optional'));

    const visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
    try {
      await visitor.page.goto(`/register?eventId=${craftMarket.id}`);
      const company = visitor.page.getByLabel('Company (optional)');
      await visible(company);
      expect(await company.getAttribute('required')).toBeNull();
      await visible(visitor.page.getByText('Fill in Full Name, Email Address and Phone Number to register.'));
      await expectAccessible(visitor.page, 'registration form, Company optional (phone)');
      await screenshot(visitor.page, 'phone', 'register-company-optional');
      await registerWithoutCompany(visitor, 'grace.optional@example.com');
    } finally {
      await closeExpectingNoProblems(visitor);
    }
    expect(await keptCompanies(craftMarket)).toEqual({ 'grace.optional@example.com': 'Unknown Company' });
  });

  it('an event that does not ask for Company shows no Company field', async () => {
    const { foodFair } = e2e.seeded;
    const visitor = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
    try {
      const { page } = visitor;
      await page.goto(`/register?eventId=${foodFair.id}`);
      await visible(page.getByRole('heading', { name: 'Street Food Fair', level: 1 }));
      await visible(page.getByLabel('Phone Number'));
      expect(await page.getByLabel(/Company/).count()).toBe(0);
      await screenshot(page, 'phone', 'register-company-not-asked');
      await registerWithoutCompany(visitor, 'grace.not.asked@example.com');
    } finally {
      await closeExpectingNoProblems(visitor);
    }
    expect(await keptCompanies(foodFair)).toEqual({ 'grace.not.asked@example.com': 'Unknown Company' });
  });
});
