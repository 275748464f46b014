/**
 * Profiles the app under load: starts the built server with --cpu-prof on a fresh PostgreSQL
 * database (or on PGlite with `pglite` as argument), measures the idle process, then after a warm-up
 * a registration rush and the door at full speed, and prints for each phase the CPU time per request and the functions
 * with the most self time in that phase (the .cpuprofile is kept for Chrome DevTools).
 * Run: node --import tsx bench/profile-door.ts [postgres|pglite]; PROFILE_NODE_ARGS adds node options to
 * the server's command line (a preload that traces queries, say).
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
import { appEnv, startServerProcess } from './lib/server-process.ts';
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
  startTime: number;
  timeDeltas: number[];
}
/** A measured phase: its monotonic time window (µs, the clock of the profile) and what it did. */
interface Phase {
  name: string;
  fromUs: number;
  toUs: number;
  cpuMs: number;
  requests: number;
  unit: string;
}

const usingPglite = process.argv[2] === 'pglite';
const root = path.resolve(import.meta.dirname, '..');
const profileDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-profile-'));
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-profile-data-'));
const database = usingPglite ? undefined : await createBenchDatabase(SETTINGS.postgresServerUrl);
const sink = await startMailSink();
const appSecret = randomBytes(32).toString('hex');
const port = await freePort();
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
const phases: Phase[] = [];
try {
  const app = await startServerProcess({
    args: [
      ...(process.env.PROFILE_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--cpu-prof',
      `--cpu-prof-dir=${profileDir}`,
      path.join(root, 'dist/node/server/main.js'),
    ],
    port,
    env: appEnv({
      port,
      dataDir,
      adminPassword: 'profile-password',
      extra: { APP_SECRET: appSecret, SMTP_URL: sink.url, DATABASE_URL: database?.url },
    }),
  });
  console.log(`ready in ${app.readyMs.toFixed(0)} ms`);
  const measure = async (name: string, unit: string, work: () => Promise<number>) => {
    const fromUs = monotonicUs();
    const cpuBefore = app.cpuMs();
    const requests = await work();
    phases.push({ name, fromUs, toUs: monotonicUs(), cpuMs: app.cpuMs() - cpuBefore, requests, unit });
  };
  await measure('idle (background work only)', 's', async () => {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    return 10;
  });
  const admin = await signIn(app.baseUrl, 'admin', 'profile-password');
  const events = await createEvents(admin, 3, 4);
  await registrationRush({
    baseUrl: app.baseUrl,
    path: '/api/register',
    eventIds: events.map((event) => event.id),
    tag: 'warm-up',
    ...SETTINGS.warmUp,
    mail: { sink, timeoutMs: 180_000 },
  });
  await measure('registration rush (e-mails sent meanwhile)', 'registration', async () => {
    const rush = await registrationRush({
      baseUrl: app.baseUrl,
      path: '/api/register',
      eventIds: events.map((event) => event.id),
      tag: 'profile',
      durationS: 5,
      connections: 10,
    });
    return rush.registrations;
  });
  await measure('pass e-mails left after the rush', 'e-mail', async () => {
    const before = sink.received();
    const total = (await listRegistrations(admin)).length;
    await sink.waitFor(total, 180_000);
    return total - before;
  });
  const registrations = await listRegistrations(admin);
  const source = pairSource(doorPairs(registrations, new Map(events.map((e) => [e.id, e.exhibitIds])), appSecret));
  const target = { baseUrl: app.baseUrl, validatePath: '/api/admin/validate-qr', admitPath: '/api/admin/admit' };
  await measure('door, 8 phones', 'door request', async () => {
    const result = await doorRun({ ...target, headers: admin.headers, serverCpuMs: app.cpuMs }, source, {
      connections: 8,
      durationS: 10,
    });
    console.log(`door: ${result.doorRequestsPerS.toFixed(0)} door requests/s, p99 ${result.load.p99.toFixed(1)} ms`);
    return result.load.calls / 2;
  });
  await app.stop();
} finally {
  await sink.close();
  await database?.drop();
}

/** Where a sample's own time goes: the package (or WebAssembly, Node, the app) of its function. */
function partOf(url: string, functionName: string): string {
  if (url.startsWith('wasm://')) return 'PGlite WebAssembly';
  if (!url) return functionName.startsWith('(') ? functionName : 'native';
  if (url.startsWith('node:')) return 'Node';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  return inPackage ? inPackage[1]! : 'app';
}

const [file] = (await readdir(profileDir)).filter((name) => name.endsWith('.cpuprofile'));
const profile = JSON.parse(await readFile(path.join(profileDir, file!), 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const sampleTimes: number[] = [];
let at = profile.startTime;
for (const delta of profile.timeDeltas) {
  at += delta;
  sampleTimes.push(at);
}
for (const phase of phases) {
  const perRequest = phase.requests > 0 ? `, ${(phase.cpuMs / phase.requests).toFixed(2)} ms per ${phase.unit}` : '';
  console.log(`\n== ${phase.name}: ${phase.requests} ${phase.unit}(s), CPU ${phase.cpuMs} ms${perRequest}`);
  const self = new Map<string, number>();
  const byPart = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((sample, index) => {
    const time = sampleTimes[index]!;
    if (time < phase.fromUs || time > phase.toUs) return;
    const frame = byId.get(sample)!.callFrame;
    const where = frame.url.replace(/^.*node_modules\//, '').replace(`file://${root}/`, '');
    const key = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + 1);
    const part = partOf(frame.url, frame.functionName);
    byPart.set(part, (byPart.get(part) ?? 0) + 1);
    total++;
  });
  const parts = [...byPart.entries()].sort((a, b) => b[1] - a[1]);
  console.log(parts.map(([part, count]) => `${part} ${((count / total) * 100).toFixed(0)}%`).join(', '));
  for (const [key, count] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${((count / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
  }
}
console.log(`\nprofile: ${path.join(profileDir, file!)}`);
