#!/usr/bin/env node
/**
 * Stores how long each test file took, for the order the tests run in (slowest first:
 * tests/support/timings-sequencer.ts). Reads vitest JSON reports, by default the last CI run's
 * (tests/.tmp/ci/*.json), and rewrites tests/timings.json: a file in several reports (PGlite and
 * PostgreSQL) keeps its longest time; a file in no report keeps its stored time while it exists.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const timingsFile = path.join(root, 'tests/timings.json');
const ciResults = path.join(root, 'tests/.tmp/ci');
const reports = process.argv.slice(2);
if (reports.length === 0 && existsSync(ciResults)) {
  reports.push(
    ...readdirSync(ciResults)
      .filter((name) => name.endsWith('.json'))
      .map((name) => path.join(ciResults, name)),
  );
}
if (reports.length === 0) {
  console.error('test-timings: no reports; run `bash .ci/run` first or name vitest JSON reports');
  process.exit(1);
}

const stored = existsSync(timingsFile) ? JSON.parse(readFileSync(timingsFile, 'utf8')) : {};
const measured = {};
for (const report of reports) {
  // A report names files by absolute path in the checkout that ran it (a clean clone, say): its
  // root is three folders above the report (tests/.tmp/ci/<name>.json) when it lies there.
  const reportRoot =
    path.basename(path.dirname(report)) === 'ci' ? path.resolve(path.dirname(report), '../../..') : root;
  for (const result of JSON.parse(readFileSync(report, 'utf8')).testResults ?? []) {
    const file = path.relative(reportRoot, result.name).split(path.sep).join('/');
    const seconds = Math.round((result.endTime - result.startTime) / 100) / 10;
    measured[file] = Math.max(measured[file] ?? 0, seconds);
  }
}
const timings = Object.entries({ ...stored, ...measured })
  .filter(([file]) => !file.startsWith('..') && existsSync(path.join(root, file)))
  .sort(([, a], [, b]) => b - a);
writeFileSync(timingsFile, `${JSON.stringify(Object.fromEntries(timings), null, 2)}\n`);
console.log(`test-timings: ${timings.length} files in tests/timings.json, from ${reports.length} report(s)`);
