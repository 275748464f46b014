/**
 * Requests first, e-mails in the next lull: while the server is busy answering requests (on average
 * one or more in flight), pass e-mails wait, and they go out as soon as it is quiet again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, visitor } from '../support/factories.ts';
import { call, signIn } from '../support/http.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

let t: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** `connections` visitors reading the events list nonstop until `until` says stop. */
async function keepBusy(connections: number, until: () => boolean) {
  const reader = async () => {
    while (!until()) await call(t.baseUrl, 'GET', '/api/events/active');
  };
  await Promise.all(Array.from({ length: connections }, reader));
}

describe('a busy server', () => {
  it('sends a pass e-mail once the requests calm down, not while they pour in', async () => {
    const event = await createEvent(await signIn(t.baseUrl));
    const person = visitor();
    let stop = false;
    let busyUntil = 0;
    const load = keepBusy(16, () => stop).then(() => {
      busyUntil = Date.now();
    });
    let sentWhileBusy: number;
    try {
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id })).status).toBe(201);
      // Busy for two more seconds: the e-mail waits.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      sentWhileBusy = smtp.messages.length;
    } finally {
      stop = true;
      await load;
    }
    expect(sentWhileBusy).toBe(0);
    await waitFor(() => smtp.messages.length === 1, 10_000, 20);
    const sentAfterLoad = Date.now() - busyUntil;
    expect(JSON.stringify(smtp.messages[0]!.to)).toContain(person.email);
    expect(sentAfterLoad).toBeLessThan(5000);
  });

  it('sends at once when it is quiet', async () => {
    const event = await createEvent(await signIn(t.baseUrl));
    const person = visitor();
    const before = smtp.messages.length;
    const registeredAt = Date.now();
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id })).status).toBe(201);
    await waitFor(() => smtp.messages.length === before + 1, 10_000, 20);
    expect(Date.now() - registeredAt).toBeLessThan(5000);
  });
});
