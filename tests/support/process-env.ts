/**
 * What a test of the real server process (killed, stopped, restarted) starts before it: an SMTP sink,
 * a database of its own and a data folder, and the environment that points the process at them.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createProcessDatabase } from './database.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { ADMIN_PASSWORD } from './test-app.ts';

export interface ProcessEnv {
  smtp: SmtpSink;
  database: Awaited<ReturnType<typeof createProcessDatabase>>;
  env: Record<string, string>;
}

/** `secret`: the app's APP_SECRET; `dataDirPrefix`: the data folder's name in the temp folder; `more`: more settings. */
export async function startProcessEnv(
  secret: string,
  dataDirPrefix: string,
  more: Record<string, string> = {},
): Promise<ProcessEnv> {
  const smtp = await startSmtpSink();
  const env: Record<string, string> = {
    SMTP_URL: smtp.url,
    ADMIN_PASSWORD,
    APP_SECRET: secret,
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), dataDirPrefix)),
    ...more,
  };
  const database = await createProcessDatabase();
  env.DATABASE_URL = database.url;
  return { smtp, database, env };
}
