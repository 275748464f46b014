/**
 * Visitors' data stays out of the log and out of other users' reach: the real server process, its
 * log read from its output as an operator would, its data directory as another user would see it.
 */
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, readdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createProcessDatabase } from '../support/database.ts';
import { call, signIn } from '../support/http.ts';
import { patient } from '../support/patience.ts';
import { freePort } from '../support/ports.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { ADMIN_PASSWORD } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

/**
 * What another user of the machine could open under `root`: a directory they may enter (x for the
 * group or others, on it and every directory above it) and any file in it they may read or write.
 * (PGlite rewrites its relcache files, pg_internal.init, 0644 at every start: inside 0700 directories.)
 */
async function reachableByOthers(root: string, dir = root): Promise<string[]> {
  const mode = (await stat(dir)).mode;
  if ((mode & 0o011) === 0) return [];
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await reachableByOthers(root, full)));
    else if ((await stat(full)).mode & 0o066) found.push(`${((await stat(full)).mode & 0o777).toString(8)} ${full}`);
  }
  return found;
}

describe('visitors’ data in the log and in files', () => {
  it(
    'logs no address, name or phone of a registration or a lookup, and keeps every data file private',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-private-'));
      // As an operator's usual umask would make it: what the app puts inside must close itself.
      await chmod(dataDir, 0o755);
      const database = await createProcessDatabase();
      cleanups.push(() => database.drop());
      const server = startServerProcess(await freePort(), {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        ADMIN_PASSWORD,
        SMTP_URL: '',
        // Requests are logged at debug only.
        LOG_LEVEL: 'debug',
      });
      servers.push(server);
      await server.ready();
      const admin = await signIn(server.baseUrl);
      const event = await admin.call('POST', '/api/admin/events', {
        name: 'Private',
        startDate: new Date().toISOString(),
        endDate: new Date(Date.now() + 86_400_000).toISOString(),
      });
      const id = randomUUID().slice(0, 8);
      const person = {
        name: `Zed Quill${id}`,
        email: `zq-${id}@visitor.example`,
        phone: '+44 7700 900123',
        company: 'Q',
      };

      expect((await call(server.baseUrl, 'POST', '/api/register', { ...person, eventId: event.body.id })).status).toBe(
        201,
      );
      expect((await call(server.baseUrl, 'POST', '/api/register', { ...person, eventId: event.body.id })).status).toBe(
        409,
      );
      const lookup = await call(server.baseUrl, 'GET', `/api/registration/${encodeURIComponent(person.email)}`);
      expect(lookup.status).toBe(200);
      expect((await call(server.baseUrl, 'GET', `/api/registration/${person.email}`)).status).toBe(200);
      expect((await call(server.baseUrl, 'GET', `/api/registration/nobody-${id}%40visitor.example`)).status).toBe(404);
      const resend = await call(server.baseUrl, 'POST', '/api/registration/resend', { email: person.email });
      expect(resend.status).toBe(200);
      expect((await admin.call('POST', '/api/admin/lookup-user', { emailOrPhone: person.phone })).status).toBe(200);
      // The pass e-mails are written as files (no SMTP_URL), and the log says where.
      await waitFor(() => (server.output().match(/e-mail written to file/g) ?? []).length >= 2, 30_000, 100);

      const log = server.output();
      expect(log).toMatch(/"url":"\/api\/registration\/\[redacted\]"/);
      for (const personal of [`zq-${id}`, id, person.name, '7700 900123', '7700%20900123']) {
        expect(log, personal).not.toContain(personal);
      }
      expect(await reachableByOthers(dataDir)).toEqual([]);
      const mailDir = path.join(dataDir, 'mail');
      expect((await stat(mailDir)).mode & 0o777).toBe(0o700);
      const emails = await readdir(mailDir);
      expect(emails.length).toBeGreaterThanOrEqual(2);
      for (const name of emails) expect((await stat(path.join(mailDir, name))).mode & 0o777, name).toBe(0o600);
    },
    patient(120_000),
  );
});
