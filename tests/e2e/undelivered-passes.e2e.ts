/**
 * The mail server refuses pass e-mails until the retries run out: the dashboard lists them under
 * 'Undelivered passes', and once the mail server is back, 'Send again' delivers them, 'Dismiss' takes
 * one off the list without sending it, and the card goes away. At phone size, where the table must
 * scroll inside its card.
 */
import { describe, expect, it } from 'vitest';
import { patient } from '../support/patience.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import { openVisitorPage, screenshot } from './support/browser.ts';
import { eventually, hidden, toastText, visible } from './support/page-helpers.ts';
import { signInContext } from './support/scan.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';
import { registerVisitor } from './support/visitors.ts';

let smtp: SmtpSink;

const e2e = setUpServerAndBrowser({
  env: async () => {
    smtp = await startSmtpSink();
    smtp.refuseNext(1_000);
    // No retry: each e-mail is given up after its first refusal.
    return { SMTP_URL: smtp.url, PASS_EMAIL_RETRIES: '0' };
  },
  afterStop: async () => {
    await smtp?.close();
  },
});

const deliveredTo = (email: string) => smtp.messages.some((message) => JSON.stringify(message.to).includes(email));

describe('undelivered passes on the dashboard', () => {
  it(
    'lists the e-mails the mail server refused, dismisses one, and sends the others again when it is back',
    async () => {
      const admin = await signInAsAdmin(e2e.server);
      const event = await admin.createEvent(eventOnDays('Lantern Walk', 'An evening walk.', 1));
      await registerVisitor(e2e.server, event.id, { name: 'Grace Hopper', email: 'grace@example.org' });
      await registerVisitor(e2e.server, event.id, { name: 'Alan Turing', email: 'alan@example.org' });
      await registerVisitor(e2e.server, event.id, { name: 'Ada Lovelace', email: 'ada@example.org' });
      await eventually(async () => smtp.refusals >= 3, 30_000, 'the three e-mails refused');

      const { context, page, problems, close } = await openVisitorPage(e2e.browser, e2e.server.baseUrl, 'phone');
      try {
        await signInContext(context, e2e.server);
        await page.goto('/admin/dashboard');
        const card = page.getByRole('region', { name: /Undelivered passes/ }).first();
        await eventually(
          async () => (await page.getByText('Undelivered passes (3)').count()) === 1,
          30_000,
          'the card',
        );
        await visible(card.getByText('Grace Hopper'));
        await visible(card.getByText('Service temporarily unavailable').first());
        await screenshot(page, 'phone', 'undelivered-passes');
        await expectAccessible(page, 'dashboard with undelivered passes (phone)');

        smtp.refuseNext(0);
        await page.getByRole('button', { name: 'Send again to Grace Hopper' }).click();
        expect(await toastText(page, 'Sending again')).toContain('1 pass e-mail queued to be sent again.');
        await visible(page.getByText('Undelivered passes (2)'));
        await eventually(async () => deliveredTo('grace@example.org'), 20_000, "Grace's pass delivered");

        await page.getByRole('button', { name: 'Dismiss the pass of Ada Lovelace' }).click();
        expect(await toastText(page, 'Dismissed')).toContain('1 undelivered pass dismissed.');
        await visible(page.getByText('Undelivered passes (1)'));
        await page.reload();
        await visible(page.getByText('Undelivered passes (1)'));

        await page.getByRole('button', { name: 'Send all again' }).click();
        await hidden(page.getByText(/Undelivered passes \(/));
        await eventually(async () => deliveredTo('alan@example.org'), 20_000, "Alan's pass delivered");
        expect(deliveredTo('ada@example.org')).toBe(false);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
    patient(120_000),
  );
});
