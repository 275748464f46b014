#!/usr/bin/env node
// Adds up vitest JSON reports into the one closing line CI reads: "N passed, N failed", after the name
// and first message line of every failed test (the logs above it are long; the end is what is read).
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
const failures = [];
const firstLine = (messages) =>
  String(messages?.[0] ?? '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`${file}: no report (the run did not finish)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  let suiteErrors = 0;
  for (const suite of report.testResults ?? []) {
    const where = suite.name.replace(`${process.cwd()}/`, '');
    // A file that failed with no failed test: its set-up (beforeAll) or its import threw.
    if (suite.status === 'failed' && !suite.assertionResults?.some((test) => test.status === 'failed')) {
      suiteErrors += 1;
      failures.push(`${where}: ${firstLine([suite.message])}`);
    }
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages)}`);
    }
  }
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests + suiteErrors} failed`);
  passed += report.numPassedTests;
  failed += report.numFailedTests + suiteErrors;
}
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${passed} passed, ${failed} failed`);
