/** At start the app says, one line each, what it assumes for a setting left unset. */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { createTestDatabase } from '../support/database.ts';

/** The warnings the app logs while it starts with `env`. */
async function startupWarnings(env: Record<string, string>): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-warnings-'));
  const lines: string[] = [];
  const database = await createTestDatabase();
  try {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env });
    const app = await createApp(config, {
      database: database.handle,
      workers: false,
      webDir: path.join(dataDir, 'no-web'),
      logStream: { write: (line) => lines.push(line) },
    });
    await app.close();
  } finally {
    await database.drop();
  }
  return lines.map((line) => JSON.parse(line) as { level: number; msg: string }).map((entry) => entry.msg);
}

describe('start-up warnings', () => {
  it('says that e-mails only go to files without SMTP_URL, and what links and cookies become without PUBLIC_URL', async () => {
    const said = await startupWarnings({ ADMIN_PASSWORD: 'organiser-password' });
    expect(said).toContainEqual(
      expect.stringMatching(
        /^SMTP_URL is not set: no e-mail is sent; pass e-mails are only written as files under .*mail\.$/,
      ),
    );
    expect(said).toContainEqual(
      'PUBLIC_URL is not set: links in e-mails point to http://localhost:5000 and cookies are sent without Secure; ' +
        'set it to the https:// address visitors use.',
    );
  });

  it('says nothing of either once both are set', async () => {
    const said = await startupWarnings({
      ADMIN_PASSWORD: 'organiser-password',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'https://events.example.org',
    });
    expect(said.filter((line) => /SMTP_URL|PUBLIC_URL/.test(line))).toEqual([]);
  });

  it('refuses a short APP_SECRET_PREVIOUS', () => {
    expect(() => loadConfig({ APP_SECRET_PREVIOUS: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_SECRET_PREVIOUS: 'short' })).toThrow(/APP_SECRET_PREVIOUS: must be at least 32/);
  });
});
