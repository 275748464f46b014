/**
 * My Pass with PASS_LOOKUP=email: a search shows no pass, only that it was e-mailed (the same words
 * for an unknown address, and no e-mail to it); the e-mail's link opens the pass on /my-pass; an
 * altered link says so, and Try Again leaves it for the search form.
 */
import { describe, expect, it } from 'vitest';
import { decodeQr } from '../support/qr-decode.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import type { SeededEvent } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';
import { openVisitorPage, screenshot, type VisitorPage } from './support/browser.ts';
import { eventually, hidden, visible } from './support/page-helpers.ts';
import { eventOnDays, setUpServerAndBrowser } from './support/suite.ts';
import { registerVisitor } from './support/visitors.ts';

const SENT = 'We sent your pass to the address you registered with.';
const email = 'grace.hopper@example.com';

let smtp: SmtpSink;
let visitor: VisitorPage;
let event: SeededEvent;
let problems: string[] = [];

const mailsTo = (address: string) =>
  smtp.messages.filter((message) => [message.to].flat().some((to) => to?.value.some((a) => a.address === address)));

setUpServerAndBrowser({
  env: async () => {
    smtp = await startSmtpSink();
    return { PASS_LOOKUP: 'email', SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: '60' };
  },
  seed: async (admin, server) => {
    event = await admin.createEvent(
      eventOnDays('Harbour Lights Festival', 'Light installations along the harbour.', 0, 2),
    );
    await registerVisitor(server, event.id, { name: 'Grace Hopper', email });
    await eventually(async () => mailsTo(email).length === 1, 20_000, 'the registration e-mail');
  },
  afterStart: async ({ browser, server }) => {
    visitor = await openVisitorPage(browser, server.baseUrl, 'desktop');
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

describe('My Pass with PASS_LOOKUP=email', () => {
  it('says the pass was e-mailed, shows no pass, and sends it', async () => {
    const { page } = visitor;
    await page.goto('/my-pass');
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Find My Pass' }).click();
    await visible(page.getByRole('heading', { name: SENT }));
    expect(await page.getByRole('img', { name: /QR code pass/ }).count()).toBe(0);
    expect(await page.getByText('Grace Hopper').count()).toBe(0);
    await expectAccessible(page, 'pass e-mailed');
    await screenshot(page, 'desktop', 'my-pass-emailed');
    await eventually(async () => mailsTo(email).length === 2, 20_000, 'the pass e-mail of the lookup');
  });

  it('says the same for an address nobody registered with, and sends nothing', async () => {
    const { page } = visitor;
    await page.goto('/my-pass');
    await page.getByLabel('Email Address').fill('nobody.here@example.com');
    await page.getByLabel('Email Address').press('Enter');
    await visible(page.getByRole('heading', { name: SENT }));
    expect(await page.getByRole('heading', { name: 'Pass Not Found' }).count()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(mailsTo('nobody.here@example.com')).toHaveLength(0);
  });

  it("opens the pass from the e-mail's link", async () => {
    const { page } = visitor;
    const mail = mailsTo(email)[1]!;
    const link = /(http:\/\/\S+\/my-pass\?token=[\w.-]+)/.exec(mail.text ?? '')?.[1];
    expect(link, mail.text).toBeDefined();
    await page.goto(link!);
    await visible(page.getByRole('heading', { name: event.name }));
    await visible(page.getByText('Grace Hopper'));
    await visible(page.getByText('This is your pass for the currently ongoing event'));
    const qr = page.getByRole('img', { name: /QR code pass/ });
    await visible(qr);
    const attached = mail.attachments.find((attachment) => attachment.contentType === 'image/png')!;
    expect(decodeQr((await qr.getAttribute('src')) ?? '')).toBe(decodeQr(attached.content));
    await expectAccessible(page, 'pass from an e-mailed link');
    await screenshot(page, 'desktop', 'my-pass-from-link');
  });

  it('says an altered link is not valid, and Try Again leaves it', async () => {
    const { page } = visitor;
    const link = /(http:\/\/\S+\/my-pass\?token=[\w.-]+)/.exec(mailsTo(email)[0]!.text ?? '')![1]!;
    await page.goto(`${link.slice(0, -4)}abcd`);
    await visible(page.getByRole('heading', { name: 'Pass Not Found' }));
    await visible(page.getByText('This pass link is not valid. Look up your pass again to get a new link by e-mail.'));
    await expectAccessible(page, 'altered pass link');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await hidden(page.getByRole('heading', { name: 'Pass Not Found' }));
    expect(new URL(page.url()).search).toBe('');
  });
});
