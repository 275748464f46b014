import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web app's import aliases (vite.config.ts), for its unit tests.
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@': fileURLToPath(new URL('./web/src', import.meta.url)),
    },
  },
  test: {
    include: [
      'server/**/*.test.ts',
      'bench/**/*.test.ts',
      'common/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'web/src/**/*.test.ts',
    ],
    globalSetup: ['tests/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most API test files wait on child processes, SMTP retries and timers rather than the CPU: three
    // files at a time halve the run on a 2-core machine (vitest's default there is one).
    maxWorkers: 3,
  },
});
