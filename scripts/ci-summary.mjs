#!/usr/bin/env node
// Adds up vitest JSON reports into the one closing line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`${file}: no report (the run did not finish)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const suiteErrors = (report.testResults ?? []).filter(
    (suite) => suite.status === 'failed' && !suite.assertionResults?.length,
  ).length;
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests + suiteErrors} failed`);
  passed += report.numPassedTests;
  failed += report.numFailedTests + suiteErrors;
}
console.log(`${passed} passed, ${failed} failed`);
