/**
 * PostgreSQL going away under load and coming back: while it is down the app answers 503 with a
 * message (never a 500, never a hang), /readyz says so, and it recovers by itself; every registration
 * it acknowledged is kept and gets its pass e-mail.
 *
 * By default the database is taken away by a TCP proxy that resets every connection and refuses new
 * ones, which is safe beside the other test files. With PG_RESTART_TEST=1 (a step of its own in
 * .ci/run, nothing else running) the local PostgreSQL server itself is stopped and started again.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { visitor } from '../support/factories.ts';
import { call, signIn } from '../support/http.ts';
import { patient } from '../support/patience.ts';
import { freePort } from '../support/ports.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';
import { ADMIN_PASSWORD } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

const realRestart = process.env.PG_RESTART_TEST === '1';

interface Outage {
  databaseUrl: string;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

function pgCluster(action: 'stop' | 'start') {
  const running = (() => {
    try {
      execFileSync('pg_isready', ['-h', '127.0.0.1', '-q'], { stdio: 'pipe' });
      return true;
    } catch {
      return false;
    }
  })();
  if (running === (action === 'start')) return;
  const version = readdirSync('/etc/postgresql').sort().at(-1)!;
  const args = ['--skip-systemctl-redirect', version, 'main', action, ...(action === 'stop' ? ['-m', 'fast'] : [])];
  execFileSync('pg_ctlcluster', args, { stdio: 'pipe' });
}

async function outageFor(databaseUrl: string): Promise<Outage> {
  if (realRestart) {
    return {
      databaseUrl,
      down: async () => pgCluster('stop'),
      up: async () => pgCluster('start'),
      close: async () => {},
    };
  }
  const target = new URL(databaseUrl);
  const proxy: TcpProxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  const viaProxy = new URL(databaseUrl);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  return { databaseUrl: viaProxy.toString(), down: proxy.down, up: proxy.up, close: proxy.close };
}

let smtp: SmtpSink;
let database: TestDatabase;
let outage: Outage;
let server: ServerProcess | undefined;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  `PostgreSQL ${realRestart ? 'restarting' : 'going away'} under load`,
  () => {
    beforeAll(async () => {
      smtp = await startSmtpSink();
      database = await createTestDatabase();
      await database.handle.close();
      outage = await outageFor(database.url!);
    });
    afterAll(async () => {
      await outage?.up();
      await server?.kill('SIGKILL');
      await outage?.close();
      await smtp?.close();
      await database?.drop();
    });

    it(
      'answers 503 with a message while it is down, says so on /readyz, and recovers by itself',
      async () => {
        const port = await freePort();
        server = startServerProcess(port, {
          SMTP_URL: smtp.url,
          ADMIN_PASSWORD,
          APP_SECRET: 'restart-test-secret-restart-test-01234',
          DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'idevent-pgrestart-')),
          DATABASE_URL: outage.databaseUrl,
        });
        await server.ready();
        const base = server.baseUrl;
        const admin = await signIn(base);
        const event = await admin.call('POST', '/api/admin/events', {
          name: 'Open Doors',
          description: 'Rush',
          startDate: new Date(Date.now() - 3_600_000).toISOString(),
          endDate: new Date(Date.now() + 86_400_000).toISOString(),
        });
        expect(event.status).toBe(201);

        // Visitors keep registering and reading throughout.
        const acknowledged: string[] = [];
        const statuses = new Map<number, number>();
        const unavailableMessages = new Set<string>();
        let running = true;
        const worker = async () => {
          while (running) {
            const person = visitor();
            const answers = await Promise.all([
              call(base, 'POST', '/api/register', { ...person, eventId: event.body.id }),
              call(base, 'GET', '/api/events/active'),
            ]);
            for (const answer of answers) {
              statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
              if (answer.status === 503) unavailableMessages.add(answer.body.message);
            }
            if (answers[0].status === 201) acknowledged.push(person.email);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        };
        const workers = Array.from({ length: 4 }, worker);
        await waitFor(() => acknowledged.length >= 20, 20_000);

        await outage.down();
        await waitFor(() => (statuses.get(503) ?? 0) >= 10, 20_000, 50);
        const ready = await call(base, 'GET', '/readyz');
        expect(ready.status).toBe(503);
        expect(ready.body.message).toBe('The database is not reachable.');
        const acknowledgedWhileDown = acknowledged.length;
        await new Promise((resolve) => setTimeout(resolve, 2_000));

        await outage.up();
        await waitFor(async () => (await call(base, 'GET', '/readyz')).status === 200, 60_000, 250);
        await waitFor(() => acknowledged.length >= acknowledgedWhileDown + 20, 60_000, 100);
        running = false;
        await Promise.all(workers);

        const seen = Object.fromEntries(statuses);
        const unhandled = server
          .output()
          .split('\n')
          .filter((line) => line.includes('unhandled error'));
        expect(unhandled.slice(0, 2).join('\n')).toBe('');
        expect(
          Object.keys(seen).every((status) => ['200', '201', '503'].includes(status)),
          JSON.stringify(seen),
        ).toBe(true);
        expect([...unavailableMessages]).toEqual([
          'The service is temporarily unavailable. Please try again in a moment.',
        ]);

        // Nothing acknowledged was lost, and every pass e-mail goes out once the database is back (a job
        // that was running when the connection dropped is taken up again when its 60 s lease expires).
        const list = await admin.call('GET', '/api/admin/registrations');
        expect(list.status).toBe(200);
        const stored = new Set(JSON.stringify(list.body).match(/[\w.+-]+@[\w.-]+/g));
        for (const email of acknowledged) expect(stored.has(email.toLowerCase()) || stored.has(email)).toBe(true);
        await waitFor(
          () => acknowledged.every((email) => smtp.messages.some((m) => JSON.stringify(m.to).includes(email))),
          150_000,
          200,
        );
        console.log(`database outage: ${JSON.stringify(seen)} answers, ${acknowledged.length} registrations kept`);
      },
      patient(240_000),
    );
  },
);
