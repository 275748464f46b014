#!/usr/bin/env node
// `npm run backup -- <file>` / `npm run restore -- <file>`: back up or restore ID Event's data.
//   PostgreSQL (DATABASE_URL set): pg_dump in custom format / pg_restore into an empty database.
//   PGlite (embedded default): a .tar.gz of DATA_DIR, taken while the app is stopped (the data
//   directory's lock says whether it runs) / unpacked into an empty DATA_DIR.
// Reads DATABASE_URL and DATA_DIR from the environment or .env, like the app.
// A backup holds every visitor's data: it is written for this user only (umask 077), and the
// database password goes to pg_dump/pg_restore in PGPASSWORD, not on their command line (which
// any user of the machine can read in the process list).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

process.umask(0o077);

try {
  process.loadEnvFile();
} catch {
  // no .env
}

const [mode, file] = process.argv.slice(2);
if (!['backup', 'restore'].includes(mode) || !file) {
  console.error('usage: node scripts/backup.mjs backup|restore <file>');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL;
const dataDir = path.resolve(process.env.DATA_DIR || './data');

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.error) {
    console.error(`${command} could not run: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function appIsRunning() {
  const lock = path.join(dataDir, 'app.lock');
  if (!existsSync(lock)) return false;
  const pid = Number.parseInt(readFileSync(lock, 'utf8'), 10);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The connection URL without its password, and the environment that carries the password instead. */
function withoutPassword(url) {
  const parsed = new URL(url);
  const env = { ...process.env };
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
  }
  return { url: parsed.href, env };
}

if (databaseUrl) {
  const { url, env } = withoutPassword(databaseUrl);
  if (mode === 'backup') run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, url], env);
  else run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url}`, file], env);
} else if (mode === 'backup') {
  if (!existsSync(path.join(dataDir, 'pglite'))) {
    console.error(`No embedded database in ${dataDir}.`);
    process.exit(1);
  }
  if (appIsRunning()) {
    console.error(`ID Event is running on ${dataDir}: stop it first (SIGTERM), then back up.`);
    process.exit(1);
  }
  run('tar', ['-czf', path.resolve(file), '-C', dataDir, '--exclude=./app.lock', '.']);
} else {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    console.error(`${dataDir} is not empty: restore into an empty DATA_DIR.`);
    process.exit(1);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // --no-same-permissions: the umask applies to what is unpacked, even as root.
  run('tar', ['-xzf', path.resolve(file), '-C', dataDir, '--no-same-permissions']);
}
console.log(`${mode} done: ${file}`);
