#!/usr/bin/env node
// `npm start`: builds first when the build is missing or older than the sources, then runs the
// built server in production mode. Plain Node, no dependencies, so it runs before anything is built.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', 'node', 'server', 'main.js');
const sources = ['server', 'common', 'web', 'package.json', 'vite.config.ts', 'tsconfig.server.json'];

function newest(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    latest = Math.max(latest, newest(path.join(target, entry.name)));
  }
  return latest;
}

const built = existsSync(stamp) && existsSync(path.join(root, 'dist', 'web', 'index.html'));
const stale = !built || Math.max(...sources.map(newest)) > statSync(stamp).mtimeMs;
if (stale) {
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', stamp], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// Pass stop signals on, so the server drains its requests and stops its workers cleanly.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
