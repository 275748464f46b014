/**
 * The import boundaries biome.json enforces with noRestrictedImports: components/ and lib/ import no
 * feature, no feature imports another or anything of app/ (every folder of features/ is tried, so a
 * new feature without its override fails here); and with noImportCycles: no import cycle, through
 * relative paths or the `@/` alias (read from tsconfig.json). The files are linted in a scratch folder
 * holding a copy of the config: nothing is written into the repository.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patient } from '../../tests/support/patience.ts';

const root = path.resolve(import.meta.dirname, '../..');
const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

const features = readdirSync(path.join(root, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

interface Case {
  file: string;
  imports: string;
  refused: boolean;
}

const cases: Case[] = [
  { file: 'web/src/components/layout/probe-alias.tsx', imports: '@/features/admin-auth/api/logout', refused: true },
  { file: 'web/src/components/ui/probe-relative.tsx', imports: '../../features/scan/lib/beep', refused: true },
  { file: 'web/src/lib/probe-alias.ts', imports: '@/features/events/api/get-active-events', refused: true },
  { file: 'web/src/components/layout/probe-lib.tsx', imports: '@/lib/utils', refused: false },
  ...features.flatMap((feature, index) => {
    const other = features[(index + 1) % features.length];
    return [
      { file: `web/src/features/${feature}/api/probe-other.ts`, imports: `@/features/${other}/api/x`, refused: true },
      { file: `web/src/features/${feature}/api/probe-climb.ts`, imports: `../../${other}/api/x`, refused: true },
      { file: `web/src/features/${feature}/api/probe-own.ts`, imports: `@/features/${feature}/lib/x`, refused: false },
      { file: `web/src/features/${feature}/api/probe-sibling.ts`, imports: '../components/x', refused: false },
      { file: `web/src/features/${feature}/api/probe-lib.ts`, imports: '@/lib/api-client', refused: false },
      { file: `web/src/features/${feature}/components/probe-app.tsx`, imports: '@/app/router', refused: true },
      { file: `web/src/features/${feature}/hooks/probe-app-dir.ts`, imports: '@/app', refused: true },
    ];
  }),
  { file: 'web/src/features/scan/probe-top.ts', imports: '../events/api/x', refused: true },
  { file: 'web/src/features/scan/probe-top-app.ts', imports: '@/app/layout/admin-layout', refused: true },
  { file: 'web/src/features/scan/probe-top-app-relative.ts', imports: '../../app/router', refused: true },
  { file: 'web/src/app/probe.tsx', imports: '@/features/scan/components/scan-page', refused: false },
];

/** Files importing each other; `cycle` says whether biome must call the file part of a cycle. */
const graph: { file: string; imports: string; cycle: boolean }[] = [
  // A cycle through the alias and back by a relative path.
  { file: 'web/src/lib/probe-cycle-a.ts', imports: '@/lib/probe-cycle-b', cycle: true },
  { file: 'web/src/lib/probe-cycle-b.ts', imports: './probe-cycle-a', cycle: true },
  // A cycle of three files across folders.
  { file: 'web/src/features/scan/lib/probe-ring-1.ts', imports: '../hooks/probe-ring-2', cycle: true },
  {
    file: 'web/src/features/scan/hooks/probe-ring-2.ts',
    imports: '@/features/scan/components/probe-ring-3',
    cycle: true,
  },
  { file: 'web/src/features/scan/components/probe-ring-3.ts', imports: '../lib/probe-ring-1', cycle: true },
  // A chain with no way back.
  { file: 'web/src/lib/probe-chain-a.ts', imports: '@/lib/probe-chain-b', cycle: false },
  { file: 'web/src/lib/probe-chain-b.ts', imports: './probe-chain-c', cycle: false },
  { file: 'web/src/lib/probe-chain-c.ts', imports: '@/lib/utils', cycle: false },
];

/** Writes `import { probe } from '<imports>'` files into the scratch folder and lints them with one rule. */
function lintProbes(rule: string, probes: readonly { file: string; imports: string }[]): Set<string> {
  for (const { file, imports } of probes) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), `import { probe } from '${imports}';\n\nexport const used = probe;\n`);
  }
  const run = spawnSync(
    process.execPath,
    [
      biome,
      'lint',
      '--vcs-enabled=false',
      `--only=${rule}`,
      '--reporter=github',
      '--max-diagnostics=none',
      ...probes.map((item) => item.file),
    ],
    { cwd: scratch, encoding: 'utf8' },
  );
  if (run.error) throw run.error;
  // Anything else (a configuration error) would leave every case unrefused: fail on it here.
  expect(run.stderr.replace(/\s+/g, ' ')).not.toMatch(/configuration|internalError/i);
  // Errors only: a rule that biome.json leaves at its default level (a warning) does not fail the lint.
  const lines = run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::error') && line.includes(`title=lint/${rule}`));
  return new Set(lines.map((line) => path.relative(scratch, /file=([^,]+)/.exec(line)?.[1] ?? '')));
}

let scratch = '';
/** The files biome refused with noRestrictedImports, relative to the scratch folder. */
let refused = new Set<string>();

/** The files biome refused with noImportCycles. */
let inCycle = new Set<string>();

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'lint-boundaries-'));
  for (const config of ['biome.json', 'tsconfig.json']) {
    writeFileSync(path.join(scratch, config), readFileSync(path.join(root, config)));
  }
  // Biome reads tsconfig.json's aliases only in a package.
  writeFileSync(path.join(scratch, 'package.json'), '{ "name": "lint-probes", "private": true }\n');
  mkdirSync(path.join(scratch, 'web/src/lib'), { recursive: true });
  writeFileSync(path.join(scratch, 'web/src/lib/utils.ts'), 'export const probe = 1;\n');
  refused = lintProbes('style/noRestrictedImports', cases);
  inCycle = lintProbes('suspicious/noImportCycles', graph);
}, patient(60_000));

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('import cycles (biome.json, noImportCycles)', () => {
  it.each(graph)('$file importing $imports: in a cycle $cycle', ({ file, cycle }) => {
    expect(inCycle.has(file)).toBe(cycle);
  });
});

describe('import boundaries (biome.json, noRestrictedImports)', () => {
  it('finds the feature folders', () => {
    expect(features.length).toBeGreaterThan(1);
  });

  it.each(cases)('$file importing $imports: refused $refused', ({ file, refused: expected }) => {
    expect(refused.has(file)).toBe(expected);
  });
});
