/**
 * A visitor's own page (issue 30 item 2), on a phone, opened from the personal link of the pass e-mail
 * (read from the SMTP sink): the pass, "Add to calendar", the event and its exhibits; "Edit my details"
 * (a bad phone refused on the field, then saved); "Cancel my registration" confirmed in a dialog that
 * names the event, after which the page says when and shows no pass; an altered link gets its own
 * page. axe on each view.
 */
import { describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { expectAccessible } from './support/axe.ts';
import { openVisitorPage, screenshot, type VisitorPage } from './support/browser.ts';
import { eventually, hidden, toastText, visible } from './support/page-helpers.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';
import { registerVisitor } from './support/visitors.ts';

const email = 'katherine.johnson@example.com';
const EVENT = 'Harbour Lights Festival';

let smtp: SmtpSink;
let visitor: VisitorPage;
let problems: string[] = [];

const mailsTo = (address: string) =>
  smtp.messages.filter((message) => [message.to].flat().some((to) => to?.value.some((a) => a.address === address)));

/** The personal link of the visitor's first e-mail. */
const personalLink = () => {
  const text = mailsTo(email)[0]?.text ?? '';
  const link = /(http:\/\/\S+\/my-registration\/m1\.[\w.-]+)/.exec(text)?.[1];
  expect(link, text).toBeDefined();
  return link!;
};

setUpServerAndBrowser({
  env: async () => {
    smtp = await startSmtpSink();
    return { SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: '120' };
  },
  seed: async (admin, server) => {
    const event = await admin.createEvent(eventOnDays(EVENT, 'Light installations along the harbour.', 0, 2));
    await admin.createExhibit({ eventId: event.id, name: 'Lantern Walk', startTime: '00:00', endTime: '23:59' });
    await registerVisitor(server, event.id, { name: 'Katherine Johnson', email, phone: '+1 202 555 0147' });
    await eventually(async () => mailsTo(email).length === 1, 20_000, 'the pass e-mail');
  },
  afterStart: async ({ browser, server }) => {
    visitor = await openVisitorPage(browser, server.baseUrl, 'phone');
  },
  beforeStop: async () => {
    problems = visitor?.problems ?? [];
    await visitor?.close();
  },
  afterStop: async () => {
    await smtp?.close();
    expect(problems).toEqual([]);
  },
});

describe("a visitor's own page, on a phone", () => {
  it('opens from the pass e-mail with the pass, the calendar, the event and its exhibits', async () => {
    const { page } = visitor;
    await page.goto(personalLink());
    await visible(page.getByRole('heading', { name: EVENT }));
    await visible(page.getByRole('img', { name: 'QR code pass for Katherine Johnson' }));
    await visible(page.getByRole('link', { name: 'Add to calendar' }));
    await visible(page.getByRole('heading', { name: 'Lantern Walk' }));
    await visible(page.getByText('+12025550147'));
    await expectAccessible(page, 'my registration (phone)');
    await screenshot(page, 'phone', 'my-registration');
  });

  it('edits the details: a bad phone is refused on the field, then the new ones are saved', async () => {
    const { page } = visitor;
    await page.getByRole('button', { name: 'Edit my details' }).click();
    const emailField = page.getByLabel('Email Address');
    expect(await emailField.inputValue()).toBe(email);
    expect(await emailField.getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('Full Name').fill('Katherine G. Johnson');
    await page.getByLabel('Phone Number').fill('no number');
    await page.getByRole('button', { name: 'Save my details' }).click();
    await visible(page.getByText('Enter a valid phone number'));
    await page.getByLabel('Phone Number').fill('+44 7700 900123');
    await expectAccessible(page, 'edit my details (phone)');
    await screenshot(page, 'phone', 'my-registration-edit');
    await page.getByRole('button', { name: 'Save my details' }).click();
    expect(await toastText(page, 'Your details were saved.')).toContain('Your details were saved.');
    await visible(page.getByText('Katherine G. Johnson'));
    await visible(page.getByText('+447700900123'));
    await hidden(page.getByRole('button', { name: 'Save my details' }));
  });

  it('cancels after a confirmation that names the event; the page then says when, with no pass', async () => {
    const { page } = visitor;
    await page.getByRole('button', { name: 'Cancel my registration' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel your registration for ${EVENT}?` });
    await visible(dialog);
    await expectAccessible(page, 'cancel confirmation (phone)');
    // Keeping it changes nothing.
    await dialog.getByRole('button', { name: 'Keep my registration' }).click();
    await hidden(dialog);
    await visible(page.getByRole('img', { name: /QR code pass/ }));

    await page.getByRole('button', { name: 'Cancel my registration' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
    expect(await toastText(page, 'Registration cancelled')).toContain('We e-mailed you a confirmation.');
    await visible(page.getByText(/^Registration cancelled on \d{1,2} \w+, \d{2}:\d{2}$/));
    await visible(page.getByText('Your pass no longer admits you.'));
    expect(await page.getByRole('img', { name: /QR code pass/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel my registration' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit my details' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Add to calendar' }).count()).toBe(0);
    await expectAccessible(page, 'registration cancelled (phone)');
    await screenshot(page, 'phone', 'my-registration-cancelled');
    await eventually(
      async () => mailsTo(email).some((mail) => mail.subject === `Registration cancelled: ${EVENT}`),
      20_000,
      'the confirmation e-mail',
    );
  });

  it('says an altered link is not valid or has expired', async () => {
    const { page } = visitor;
    await page.goto(`${personalLink().slice(0, -4)}abcd`);
    await visible(page.getByRole('heading', { name: 'This link is not valid or has expired.' }));
    await visible(page.getByRole('link', { name: 'Go to My Pass' }));
    await expectAccessible(page, 'personal link not valid (phone)');
  });
});
