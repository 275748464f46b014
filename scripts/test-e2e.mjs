#!/usr/bin/env node
/**
 * Runs the browser tests: builds the app first when the build is missing or older than its sources,
 * then runs vitest with vitest.e2e.config.ts. Extra arguments go to vitest (a file filter, say).
 * E2E_SKIP_BUILD=1 skips the build check.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/web/index.html', 'dist/node/server/main.js'].map((file) => path.join(root, file));
const sources = [
  'web',
  'common',
  'server',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.server.json',
  'package-lock.json',
].map((file) => path.join(root, file));

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function buildIsStale() {
  if (!outputs.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return sources.some((source) => newestMtime(source) > builtAt);
}

if (process.env.E2E_SKIP_BUILD !== '1' && buildIsStale()) {
  console.log('test:e2e: the build is missing or out of date; running `npm run build`');
  const status = run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build']);
  if (status !== 0) process.exit(status);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`test:e2e: no Chromium at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
process.exit(run(process.execPath, [vitest, 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)]));
