#!/usr/bin/env node
// `npm run bench`: runs bench/run.ts (TypeScript, like the server it measures: Node strips the types).
// Its arguments go on to it: `npm run bench -- --smoke` runs every scenario at a tiny size.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const result = spawnSync(process.execPath, [path.join(root, 'bench/run.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
