#!/usr/bin/env node
// `npm run bench`: runs bench/run.ts with tsx (the bench is TypeScript, like the server it measures).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/run.ts')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
