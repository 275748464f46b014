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
import { registerVisitors, visitorsMissing } from './lib/top-up.ts';
import { doorRun, pairSource } from './scenarios/door.ts';
import { doorWhileMailsDrain } from './scenarios/door-while-mails-drain.ts';
import { registrationRush } from './scenarios/registration-rush.ts';
import { SETTINGS } from './settings.ts';

interface ProfileNode {
  id: number;
  children?: number[];
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
  // PROFILE_PHASES=drain: only the door while e-mails drain (after the warm-up and the door's visitors).
  const only = process.env.PROFILE_PHASES?.split(',');
  const measure = async (name: string, unit: string, work: () => Promise<number>) => {
    if (only && !only.some((word) => name.includes(word))) {
      await work();
      return;
    }
    const fromUs = monotonicUs();
    const cpuBefore = app.cpuMs();
    const requests = await work();
    phases.push({ name, fromUs, toUs: monotonicUs(), cpuMs: app.cpuMs() - cpuBefore, requests, unit });
  };
  await measure('idle (background work only)', 's', async () => {
    if (!only) await new Promise((resolve) => setTimeout(resolve, 10_000));
    return 10;
  });
  const admin = await signIn(app.baseUrl, 'admin', 'profile-password');
  const events = await createEvents(admin, 3, 4);
  const eventIds = events.map((event) => event.id);
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
    const total = (await listRegistrations(admin, eventIds)).length;
    await sink.waitFor(total, 180_000);
    return total - before;
  });
  // Enough new pairs for the door runs (a rush on a busy machine makes few).
  const rushed = (await listRegistrations(admin, eventIds)).length;
  const missing = visitorsMissing(rushed * 4, 8000, 4);
  if (missing > 0) {
    await registerVisitors({ baseUrl: app.baseUrl, path: '/api/register', eventIds, tag: 'profile', count: missing });
  }
  const registrations = await listRegistrations(admin, eventIds);
  const source = pairSource(doorPairs(registrations, new Map(events.map((e) => [e.id, e.exhibitIds])), appSecret));
  const target = { baseUrl: app.baseUrl, validatePath: '/api/admin/validate-qr', admitPath: '/api/admin/admit' };
  await measure('door, 8 phones', 'door request', async () => {
    if (only) return 0;
    const result = await doorRun({ ...target, headers: admin.headers, serverCpuMs: app.cpuMs }, source, {
      connections: 8,
      durationS: 10,
    });
    console.log(`door: ${result.doorRequestsPerS.toFixed(0)} door requests/s, p99 ${result.load.p99.toFixed(1)} ms`);
    return result.load.calls / 2;
  });
  const drain = SETTINGS.doorWhileMailsDrain;
  if (!only || only.some((word) => 'drain'.includes(word))) {
    // The door's phases while e-mails drain: registering, the door while the e-mails go out, the door after.
    let at = { us: monotonicUs(), cpuMs: app.cpuMs() };
    const endPhase = (name: string, requests: number, unit: string) => {
      const now = { us: monotonicUs(), cpuMs: app.cpuMs() };
      phases.push({ name, fromUs: at.us, toUs: now.us, cpuMs: now.cpuMs - at.cpuMs, requests, unit });
      at = now;
    };
    const result = await doorWhileMailsDrain(
      { target: { ...target, headers: admin.headers, serverCpuMs: app.cpuMs }, source, eventIds, tag: 'profile', sink },
      drain,
      {
        doorStarted: () => endPhase(`registering ${drain.emails} visitors at once`, drain.emails, 'registration'),
        drained: () =>
          endPhase(`door at ${drain.doorRequestsPerS}/s while ${drain.emails} e-mails drain`, drain.emails, 'e-mail'),
      },
    );
    endPhase(`door at ${drain.doorRequestsPerS}/s once they are out`, result.after.calls / 2, 'door request');
    const p = (load: typeof result.during) => `p50 ${load.p50.toFixed(1)} / p99 ${load.p99.toFixed(1)} ms`;
    console.log(
      `door while draining: ${p(result.during)} (drained in ${result.drainS.toFixed(1)} s); after: ${p(result.after)}`,
    );
  }
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

// The main thread's (thread 0): the pass e-mails' thread writes a profile of its own beside it.
const [file] = (await readdir(profileDir)).filter((name) => /\.0\.\d+\.cpuprofile$/.test(name));
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

/**
 * What holds the event loop: runs of samples with no idle one between them (a "long task", at least
 * LONG_TASK_MS), per phase, and the functions found most often anywhere in those runs' stacks (the
 * work that a door request arriving meanwhile waited for).
 */
const LONG_TASK_MS = 5;
/** Frames in nearly every stack (WebAssembly's inner functions, the microtask queue): not shown. */
const PLUMBING = /^(wasm-function|wasm-to-js|js-to-wasm|\(root\)|invoke_|processTicksAndRejections|runMicrotasks) /;
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const stackOf = (id: number) => {
  const frames: string[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const frame = byId.get(at)!.callFrame;
    const where = frame.url.replace(/^.*node_modules\//, '').replace(`file://${root}/`, '');
    frames.push(`${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`);
  }
  return frames;
};
for (const phase of phases) {
  const tasks: { fromIndex: number; toIndex: number; ms: number }[] = [];
  let start = -1;
  profile.samples.forEach((sample, index) => {
    const time = sampleTimes[index]!;
    const inPhase = time >= phase.fromUs && time <= phase.toUs;
    const busy = inPhase && byId.get(sample)!.callFrame.functionName !== '(idle)';
    if (busy && start < 0) start = index;
    if (!busy && start >= 0) {
      const ms = (sampleTimes[index]! - sampleTimes[start]!) / 1000;
      if (ms >= LONG_TASK_MS) tasks.push({ fromIndex: start, toIndex: index, ms });
      start = -1;
    }
  });
  if (tasks.length === 0) continue;
  const lengths = tasks.map((task) => task.ms).sort((a, b) => b - a);
  console.log(
    `\n== long tasks (≥ ${LONG_TASK_MS} ms) in "${phase.name}": ${tasks.length}, longest ${lengths
      .slice(0, 5)
      .map((ms) => ms.toFixed(1))
      .join(', ')} ms`,
  );
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const task of tasks) {
    for (let index = task.fromIndex; index < task.toIndex; index++) {
      total++;
      for (const frame of new Set(stackOf(profile.samples[index]!).filter((frame) => !PLUMBING.test(frame))))
        inclusive.set(frame, (inclusive.get(frame) ?? 0) + 1);
    }
  }
  for (const [frame, count] of [...inclusive.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`${((count / total) * 100).toFixed(1).padStart(5)}%  ${frame}`);
  }
}
console.log(`\nprofile: ${path.join(profileDir, file!)}`);
