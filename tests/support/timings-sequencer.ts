/**
 * Test files in the order that finishes soonest: the slowest first, from the durations stored in
 * tests/timings.json (rewritten by `npm run test:timings` from a run's JSON reports). A file the
 * timings do not know yet (new) goes first, as it may be slow. Without this a clean clone has no
 * vitest cache and runs larger files first, which put the slowest file (minutes of timers) last.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const timingsFile = path.resolve(import.meta.dirname, '../timings.json');

function storedSeconds(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(timingsFile, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = storedSeconds();
    const root = this.ctx.config.root;
    const duration = (spec: TestSpecification) =>
      seconds[path.relative(root, spec.moduleId).split(path.sep).join('/')] ?? Number.MAX_SAFE_INTEGER;
    return [...files].sort((a, b) => duration(b) - duration(a));
  }
}
