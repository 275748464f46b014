import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { patient } from './tests/support/patience.ts';
import { SlowestFirstSequencer } from './tests/support/timings-sequencer.ts';

const testDirs = ['server', 'bench', 'common', 'tests/api', 'web/src'];
/** A path from the repository's root, wherever vitest was started. */
const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * A test file uses the database when it reads TEST_DATABASE_URL or opens a database through
 * tests/support (database.ts, or a helper that imports it, such as test-app.ts): those run on PGlite
 * and, in CI, again on PostgreSQL (`--project database`). The rest are pure unit tests, run once.
 */
function usesDatabase(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(fromRoot(file), 'utf8');
  if (file.endsWith('tests/support/database.ts') || source.includes('TEST_DATABASE_URL')) return true;
  return [...source.matchAll(/from '(\.[^']*\/support\/[^']+\.ts)'|from '(\.\/[^']+\.ts)'/g)]
    .map((match) => path.join(path.dirname(file), match[1] ?? match[2] ?? ''))
    .filter((imported) => imported.startsWith('tests/support/'))
    .some((imported) => usesDatabase(imported, seen));
}

/**
 * A file whose subject is not the database (HTTP input, headers, assets, the log), which needs one only
 * for the app to start, says so in a line starting `// Not about the database:` with why. It runs on
 * PGlite (`npm test`) and not again on PostgreSQL: the engine is the same PostgreSQL, and nothing it
 * checks goes through what differs (the driver's pool, notifications, a second instance). Decision 032.
 */
const notAboutTheDatabase = (file: string) =>
  /^\/\/ Not about the database:/m.test(readFileSync(fromRoot(file), 'utf8'));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const unitFiles: string[] = [];
const databaseFiles: string[] = [];
for (const dir of testDirs) {
  for (const entry of readdirSync(fromRoot(dir), { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.test.ts') || entry.includes('node_modules')) continue;
    const file = path.join(dir, entry);
    if (!usesDatabase(file)) unitFiles.push(file);
    else if (!(onPostgres && notAboutTheDatabase(file))) databaseFiles.push(file);
  }
}

export default defineConfig({
  // The web app's import aliases (vite.config.ts), for its unit tests.
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@': fileURLToPath(new URL('./web/src', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    // Scaled by PATIENCE (3 in CI): a busy machine's slow test is no failure.
    testTimeout: patient(30_000),
    hookTimeout: patient(60_000),
    pool: 'forks',
    // Most API test files wait on child processes, SMTP retries and timers rather than the CPU: three
    // files at a time halve the run on a 2-core machine (vitest's default there is one).
    maxWorkers: 3,
    // A worker keeps the modules it loaded from one file to the next: every API test file imports
    // the whole server (Fastify, drizzle, pg-boss, the Google client...), 3 to 5 s of a core each in
    // a fresh module graph, more than the tests of most files. Tests share no state through modules:
    // each builds its own app and database, and restores the globals it stubs.
    isolate: false,
    // Both projects share the workers; the slowest files start first (tests/timings.json).
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      { extends: true, test: { name: 'unit', include: unitFiles } },
      {
        extends: true,
        test: { name: 'database', include: databaseFiles, globalSetup: ['tests/support/global-setup.ts'] },
      },
    ],
  },
});
