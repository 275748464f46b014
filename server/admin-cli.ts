/**
 * `npm run admin -- <command>`: organiser account chores, on the app's own settings (environment
 * and .env, like the app).
 *
 *   reset-password <username> [--password-stdin]
 *     Sets a new password, generated and printed, or read from standard input with
 *     --password-stdin, and ends every session of the account. On the embedded database (PGlite)
 *     the app must be stopped first: one process at a time may open its data directory.
 *
 *   verify-audit
 *     Walks the audit trail's hash chain (server/modules/audit/audit-chain.ts) and names the first
 *     entry changed or deleted since it was sealed; exits 1 when the chain is broken.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError, loadConfig, loadDotEnv } from './config.ts';
import { setPasswordHashCost } from './modules/admin-auth/password.ts';
import { generatePassword, resetPassword } from './modules/admin-auth/reset-password.ts';
import { verifyAuditTrail } from './modules/audit/audit-chain.ts';
import { openDatabase } from './platform/db/client.ts';
import { DataDirectoryLockedError } from './platform/db/data-dir-lock.ts';
import { createSessionStore } from './platform/http/sessions.ts';
import { type LoggedError, serializeError } from './platform/log-redaction.ts';
import { PRIVATE_UMASK } from './platform/private-files.ts';

const USAGE =
  'usage: npm run admin -- reset-password <username> [--password-stdin]\n' + '       npm run admin -- verify-audit';

class CliError extends Error {}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One line: the newline that ends it is not part of the password.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** The app's database, or why it cannot be opened now (what the command would `do`, to what `verb`). */
async function openAppDatabase(config: Config, task: { verb: string; do: string }) {
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'))) {
    throw new CliError(`There is no embedded database in ${config.dataDir} (DATA_DIR): nothing to ${task.verb}.`);
  }
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  } catch (error) {
    if (error instanceof DataDirectoryLockedError) {
      throw new CliError(
        `ID Event is running on ${config.dataDir}: stop it first (SIGTERM), then ${task.do}. ` +
          '(The embedded database can be opened by one process at a time.)',
      );
    }
    throw error;
  }
}

async function resetPasswordCommand(args: string[]): Promise<void> {
  const fromStdin = args.includes('--password-stdin');
  const [username, ...rest] = args.filter((arg) => arg !== '--password-stdin');
  if (!username || rest.length > 0 || username.startsWith('-')) throw new CliError(USAGE);
  const config = loadConfig();
  setPasswordHashCost(config.passwordHashCost);
  const password = fromStdin ? await readStdin() : generatePassword();

  const database = await openAppDatabase(config, { verb: 'reset', do: 'reset the password' });
  try {
    const result = await resetPassword(
      { db: database.db, sessions: createSessionStore(database.db) },
      username,
      password,
      !fromStdin,
    );
    if (!result.ok) throw new CliError(result.problem);
    const ended = `${result.sessionsEnded} session${result.sessionsEnded === 1 ? '' : 's'} of it ended.`;
    if (fromStdin) console.log(`The password of "${result.username}" was changed; ${ended}`);
    else console.log(`The new password of "${result.username}" is: ${password}\n(shown once; ${ended})`);
  } finally {
    await database.close();
  }
}

async function verifyAuditCommand(args: string[]): Promise<void> {
  if (args.length > 0) throw new CliError(USAGE);
  const database = await openAppDatabase(loadConfig(), { verb: 'verify', do: 'verify the audit trail' });
  try {
    const verdict = await verifyAuditTrail(database.db);
    const unsealed = verdict.unsealed > 0 ? ` (and ${verdict.unsealed} newer, not sealed yet)` : '';
    if (verdict.intact) {
      console.log(`Audit trail intact: ${verdict.entries} entries${unsealed}.`);
      return;
    }
    const { id, seq, problem } = verdict.brokenAt;
    throw new CliError(
      `Audit trail broken at ${id ? `entry ${id} (` : ''}place ${seq} in the chain${id ? ')' : ''}: ${problem}. ` +
        `The ${verdict.entries} entries before it are intact${unsealed}.`,
    );
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  process.umask(PRIVATE_UMASK);
  loadDotEnv();
  const [command, ...args] = process.argv.slice(2);
  if (command === 'reset-password') return resetPasswordCommand(args);
  if (command === 'verify-audit') return verifyAuditCommand(args);
  throw new CliError(USAGE);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof CliError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(error instanceof CliError && error.message === USAGE ? 2 : 1);
    }
    // Its query parameters (a password hash, say) are not printed.
    const causes: string[] = [];
    for (let logged: LoggedError | undefined = serializeError(error); logged; logged = logged.cause) {
      causes.push(logged.message);
    }
    console.error(`The command failed: ${causes.join('\n  caused by: ')}`);
    process.exit(1);
  },
);
