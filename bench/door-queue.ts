/**
 * The door-queue scenario alone, without the rest of the bench: starts the built server on PGlite
 * (production mode, a temporary data directory) and measures the scan page as a queue, e.g.
 * `npm run build && node --import tsx bench/door-queue.ts`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { signIn } from './lib/admin-client.ts';
import { doorQueueSetup } from './lib/door-queue-setup.ts';
import { freePort } from './lib/ports.ts';
import { appEnv, startServerProcess } from './lib/server-process.ts';
import { doorQueue, percentile } from './scenarios/door-queue.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-door-queue-'));
const adminPassword = randomBytes(12).toString('hex');
const appSecret = randomBytes(32).toString('hex');
const port = await freePort();
const app = await startServerProcess({
  args: [path.join(root, 'dist/node/server/main.js')],
  port,
  env: appEnv({ port, dataDir, adminPassword, extra: { APP_SECRET: appSecret } }),
  timeoutMs: 120_000,
});
try {
  const admin = await signIn(app.baseUrl, 'admin', adminPassword);
  const { exhibitId, registrationIds } = await doorQueueSetup(admin, 40);
  const result = await doorQueue(admin, exhibitId, registrationIds, appSecret);
  const p = (values: number[]) =>
    `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms`;
  console.log(`camera ready ${result.cameraReadyMs.toFixed(0)} ms after the page opened`);
  console.log(`pass shown -> recognised: ${p(result.recognisedMs)} (${result.recognisedMs.length})`);
  console.log(`"Scan Another" -> next pass recognised: ${p(result.scanAnotherToRecognisedMs)}`);
  console.log(`admit on scan, pass shown -> "Admitted": ${p(result.admittedMs)} (${result.admittedMs.length})`);
  console.log(`hands-free: ${result.visitorsPerMinute.toFixed(0)} visitors a minute`);
} finally {
  await app.stop();
  await rm(dataDir, { recursive: true, force: true });
}
