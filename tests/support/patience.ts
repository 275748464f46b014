/**
 * How long the tests wait for something before they call it a failure, as a multiple of what a quiet
 * machine needs: 1 on a developer's machine, 3 in CI (CI=1), or TEST_PATIENCE. A CI machine shared
 * with other jobs ran the same commit 2.3 times slower than a quiet one (1719 s against 729 s,
 * 2026-11-28), and its waits, sized for a quiet machine, failed as timeouts. A passing test waits
 * no longer for it: only a failure takes longer to report. What a test measures is never scaled.
 */
export const PATIENCE = Number(process.env.TEST_PATIENCE ?? (process.env.CI ? 3 : 1));

/** `ms` scaled by PATIENCE: a wait's limit. */
export const patient = (ms: number) => Math.round(ms * PATIENCE);
