/**
 * The landing page's LCP alone, without the rest of the bench: starts the built server on PGlite
 * (production mode, a temporary data directory), creates the bench's 3 events and measures, e.g.
 * `npm run build && node --import tsx bench/landing-lcp.ts [runs]`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createEvents, signIn } from './lib/admin-client.ts';
import { freePort } from './lib/ports.ts';
import { appEnv, startServerProcess } from './lib/server-process.ts';
import { landingLcp } from './scenarios/landing-lcp.ts';

const runs = Number(process.argv[2] ?? 5);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-lcp-'));
const adminPassword = randomBytes(12).toString('hex');
const port = await freePort();
const app = await startServerProcess({
  args: [path.join(root, 'dist/node/server/main.js')],
  port,
  env: appEnv({ port, dataDir, adminPassword }),
  timeoutMs: 120_000,
});
try {
  const admin = await signIn(app.baseUrl, 'admin', adminPassword);
  await createEvents(admin, 3, 0);
  const result = await landingLcp(app.baseUrl, runs);
  for (const run of result.runs) {
    console.log(`${run.lcpMs.toFixed(0)} ms  ${run.element}  ${(run.transferredBytes / 1024).toFixed(1)} kB`);
  }
  console.log(`median ${result.medianMs.toFixed(0)} ms`);
} finally {
  await app.stop();
  await rm(dataDir, { recursive: true, force: true });
}
