/**
 * Profiles the app under door load: starts the built server on a fresh PostgreSQL database with
 * --cpu-prof, registers visitors, runs the door at full speed and prints the functions with the most
 * self time (the .cpuprofile is kept for Chrome DevTools). Run: node --import tsx bench/profile-door.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createEvents, listRegistrations, signIn } from './lib/admin-client.ts';
import { doorPairs } from './lib/door-pairs.ts';
import { startMailSink } from './lib/mail-sink.ts';
import { freePort } from './lib/ports.ts';
import { createBenchDatabase } from './lib/postgres.ts';
import { startServerProcess } from './lib/server-process.ts';
import { doorRun, pairSource } from './scenarios/door.ts';
import { registrationRush } from './scenarios/registration-rush.ts';
import { SETTINGS } from './settings.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const root = path.resolve(import.meta.dirname, '..');
const profileDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-profile-'));
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-profile-data-'));
const database = await createBenchDatabase(SETTINGS.postgresServerUrl);
const sink = await startMailSink();
const appSecret = randomBytes(32).toString('hex');
const port = await freePort();
try {
  const app = await startServerProcess({
    args: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, path.join(root, 'dist/node/server/main.js')],
    port,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_PER_MINUTE: '0',
      ADMIN_PASSWORD: 'profile-password',
      APP_SECRET: appSecret,
      SMTP_URL: sink.url,
      APP_TIMEZONE: 'UTC',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
    },
  });
  const admin = await signIn(app.baseUrl, 'admin', 'profile-password');
  const events = await createEvents(admin, 3, 4);
  await registrationRush({
    baseUrl: app.baseUrl,
    path: '/api/register',
    eventIds: events.map((event) => event.id),
    tag: 'profile',
    durationS: 3,
    connections: 10,
    mail: { sink, timeoutMs: 180_000 },
  });
  const registrations = await listRegistrations(admin);
  const source = pairSource(doorPairs(registrations, new Map(events.map((e) => [e.id, e.exhibitIds])), appSecret));
  const target = { baseUrl: app.baseUrl, validatePath: '/api/admin/validate-qr', admitPath: '/api/admin/admit' };
  const result = await doorRun({ ...target, headers: admin.headers }, source, { connections: 8, durationS: 10 });
  console.log(`door: ${result.doorRequestsPerS.toFixed(0)} door requests/s, p99 ${result.load.p99.toFixed(1)} ms`);
  await app.stop();
} finally {
  await sink.close();
  await database.drop();
}

const [file] = (await readdir(profileDir)).filter((name) => name.endsWith('.cpuprofile'));
const profile = JSON.parse(await readFile(path.join(profileDir, file!), 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<string, number>();
for (const sample of profile.samples) {
  const frame = byId.get(sample)!.callFrame;
  const where = frame.url.replace(/^.*node_modules\//, '').replace(`file://${root}/`, '');
  const key = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + 1);
}
const total = profile.samples.length;
for (const [key, count] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
  console.log(`${((count / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
}
console.log(`profile: ${path.join(profileDir, file!)}`);
