import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/http.ts';
import { patient } from '../support/patience.ts';
import { freePort } from '../support/ports.ts';
import { type ProcessEnv, startProcessEnv } from '../support/process-env.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import type { SmtpSink } from '../support/smtp-sink.ts';
import { waitFor } from '../support/wait.ts';

const KILLS = Number(process.env.CRASH_KILLS ?? 10);
const TARGET = Number(process.env.CRASH_REGISTRATIONS ?? 1000);

let smtp: SmtpSink;
let database: ProcessEnv['database'] | undefined;
let env: Record<string, string>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  ({ smtp, database, env } = await startProcessEnv('crash-test-secret-crash-test-secret-0123', 'idevent-crash-'));
});
afterAll(async () => {
  await server?.kill('SIGKILL');
  await smtp.close();
  await database?.drop();
});

const alive = (process: ServerProcess) => process.child.exitCode === null && process.child.signalCode === null;

describe('crash safety', () => {
  it(
    `loses no acknowledged registration or e-mail across ${KILLS} SIGKILLs during a rush of ${TARGET}`,
    async () => {
      const port = await freePort();
      server = startServerProcess(port, env);
      await server.ready();
      const admin = await signIn(server.baseUrl);
      const created = await admin.call('POST', '/api/admin/events', {
        name: 'Rush',
        startDate: new Date(Date.now() - 3600_000).toISOString(),
        endDate: new Date(Date.now() + 86_400_000).toISOString(),
      });
      const eventId = created.body.id as string;

      const acknowledged = new Set<string>();
      let next = 0;
      let kills = 0;
      while (acknowledged.size < TARGET || kills < KILLS) {
        const current = server;
        // A rush of concurrent registrations while the server lives...
        const rush = (async () => {
          const workers = Array.from({ length: 8 }, async () => {
            while (alive(current) && (acknowledged.size < TARGET || kills < KILLS)) {
              const email = `rush-${next++}@example.com`;
              const response = await call(current.baseUrl, 'POST', '/api/register', {
                name: 'Rush Visitor',
                email,
                phone: '555 0100',
                company: 'Rush Inc',
                eventId,
              }).catch(() => null);
              if (response?.status === 201) acknowledged.add(email);
            }
          });
          await Promise.all(workers);
        })();
        // ...killed at a random moment.
        await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 600));
        if (kills < KILLS) {
          await current.kill('SIGKILL');
          kills++;
          await rush;
          server = startServerProcess(port, env);
          await server.ready();
        } else {
          await rush;
        }
      }
      expect(kills).toBe(KILLS);

      const registered = await signIn(server.baseUrl).then((client) => client.call('GET', '/api/admin/registrations'));
      const stored = new Set(registered.body.map((row: { email: string }) => row.email));
      const missing = [...acknowledged].filter((email) => !stored.has(email));
      expect(missing).toEqual([]);

      const delivered = () =>
        new Set(
          smtp.messages.flatMap((message) =>
            [message.to].flat().flatMap((to) => to?.value.map((a) => a.address) ?? []),
          ),
        );
      // Jobs that were running when a process died are retried once they expire (about a minute).
      await waitFor(() => [...stored].every((email) => delivered().has(email as string)), 240_000, 500).catch(
        async (error) => {
          const undelivered = [...stored].filter((email) => !delivered().has(email as string));
          const pg = await import('pg');
          const client = new pg.default.Client({ connectionString: env.DATABASE_URL });
          await client.connect();
          const jobs = await client.query(
            "select state, count(*)::int as n from pgboss.job where name = 'pass-email' group by state",
          );
          const sample = await client.query(
            "select state, data, retry_count, output, started_on, created_on from pgboss.job where name = 'pass-email' and state <> 'completed' limit 5",
          );
          await client.end();
          console.log(
            'undelivered',
            undelivered.length,
            undelivered.slice(0, 5),
            JSON.stringify(jobs.rows),
            JSON.stringify(sample.rows),
          );
          throw error;
        },
      );
      console.log(
        `crash safety: ${kills} kills, ${acknowledged.size} acknowledged, ${stored.size} stored, ${smtp.messages.length} e-mails`,
      );
      // Nothing half-written: every stored registration is whole and reachable by its pass lookup.
      const sample = [...stored].slice(0, 20);
      for (const email of sample) {
        expect(
          (await call(server.baseUrl, 'GET', `/api/registration/${encodeURIComponent(email as string)}`)).status,
        ).toBe(200);
      }
    },
    patient(600_000),
  );
});
