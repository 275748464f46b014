/**
 * SIGTERM during work: the server stops taking new connections, finishes the requests in flight,
 * lets the pass e-mail worker finish, and exits 0; nothing is lost or left half-done.
 */

import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/platform/db/client.ts';
import { visitor } from '../support/factories.ts';
import { call, signIn } from '../support/http.ts';
import { patient } from '../support/patience.ts';
import { freePort } from '../support/ports.ts';
import { type ProcessEnv, startProcessEnv } from '../support/process-env.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import type { SmtpSink } from '../support/smtp-sink.ts';
import { waitFor } from '../support/wait.ts';

let smtp: SmtpSink;
let database: ProcessEnv['database'] | undefined;
let env: Record<string, string>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  ({ smtp, database, env } = await startProcessEnv('graceful-stop-secret-graceful-stop-0123', 'idevent-stop-', {
    LOG_LEVEL: 'info',
  }));
});
afterAll(async () => {
  await server?.kill('SIGKILL');
  await smtp.close();
  await database?.drop();
});

/** Sends a request's headers and the first half of its body now; `finish` sends the rest. */
function slowPost(baseUrl: string, pathname: string, body: string) {
  const url = new URL(pathname, baseUrl);
  const request = http.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return {
    response,
    finish: () => request.end(body.slice(half)),
  };
}

describe('SIGTERM', () => {
  it(
    'finishes the requests in flight, refuses new connections, stops the workers and exits 0',
    async () => {
      const port = await freePort();
      server = startServerProcess(port, env);
      await server.ready();
      const admin = await signIn(server.baseUrl);
      const event = await admin.call('POST', '/api/admin/events', {
        name: 'Night Market',
        description: 'Stalls',
        startDate: new Date(Date.now() + 86_400_000).toISOString(),
        endDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      });
      expect(event.status).toBe(201);

      // A burst whose pass e-mails are being sent while the signal arrives.
      const burst = Array.from({ length: 20 }, () => visitor());
      const answers = await Promise.all(
        burst.map((person) => call(server!.baseUrl, 'POST', '/api/register', { ...person, eventId: event.body.id })),
      );
      expect(answers.every((answer) => answer.status === 201)).toBe(true);

      // A registration whose body is still arriving when the signal comes.
      const late = visitor();
      const inFlight = slowPost(server.baseUrl, '/api/register', JSON.stringify({ ...late, eventId: event.body.id }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      server.child.kill('SIGTERM');
      await waitFor(() => server!.output().includes('SIGTERM received'), 10_000, 20);

      // Not listening any more: a new visitor is refused at once rather than left hanging.
      await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();

      inFlight.finish();
      const lateAnswer = await inFlight.response;
      expect(lateAnswer.status, lateAnswer.body).toBe(201);
      expect(await server.exited).toBe(0);
      expect(server.output()).not.toMatch(/unhandled|"level":50/i);

      // No job was left running, and nothing half-done: restarted, every pass arrives exactly once.
      if (!env.DATABASE_URL) {
        const handle = await openDatabase({ dataDir: env.DATA_DIR!, skipMigrations: true });
        const stuck = await handle.pglite!.query<{ n: number }>(
          "select count(*)::int as n from pgboss.job where name = 'pass-email' and state = 'active'",
        );
        expect(stuck.rows[0]!.n).toBe(0);
        await handle.close();
      }
      server = startServerProcess(port, env);
      await server.ready();
      const everyone = [...burst, late];
      await waitFor(
        () => everyone.every((person) => smtp.messages.some((m) => JSON.stringify(m.to).includes(person.email))),
        20_000,
        100,
      );
      for (const person of everyone) {
        const lookup = await call(server.baseUrl, 'GET', `/api/registration/${encodeURIComponent(person.email)}`);
        expect(lookup.status).toBe(200);
      }
      const counts = everyone.map(
        (person) => smtp.messages.filter((m) => JSON.stringify(m.to).includes(person.email)).length,
      );
      expect(Math.max(...counts)).toBe(1);
    },
    patient(120_000),
  );
});
