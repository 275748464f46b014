import { defineConfig } from 'vitest/config';
import { patient } from './tests/support/patience.ts';
import { SlowestFirstSequencer } from './tests/support/timings-sequencer.ts';

/**
 * Browser tests against the built app: two files at a time, each with its own server and browser, the
 * slowest first (tests/timings.json).
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps the modules it loaded (Playwright, the database client for withDatabase) from one
    // file to the next: each file builds its own server and browser, and the support modules keep no state.
    isolate: false,
    // Scaled by PATIENCE (3 in CI), as the pages' waits are (tests/support/patience.ts).
    testTimeout: patient(120_000),
    hookTimeout: patient(120_000),
    teardownTimeout: 30_000,
    sequence: { sequencer: SlowestFirstSequencer },
  },
});
