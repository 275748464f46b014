/**
 * The import boundaries biome.json enforces with noRestrictedImports: components/ and lib/ import no
 * feature, and no feature imports another (every folder of features/ is tried, so a new feature
 * without its override fails here). The files are linted in a scratch folder holding a copy of the
 * config: nothing is written into the repository.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
    ];
  }),
  { file: 'web/src/features/scan/probe-top.ts', imports: '../events/api/x', refused: true },
  { file: 'web/src/app/probe.tsx', imports: '@/features/scan/components/scan-page', refused: false },
];

let scratch = '';
/** The files biome refused with noRestrictedImports, relative to the scratch folder. */
let refused = new Set<string>();

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'lint-boundaries-'));
  writeFileSync(path.join(scratch, 'biome.json'), readFileSync(path.join(root, 'biome.json')));
  for (const { file, imports } of cases) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), `import { probe } from '${imports}';\n\nexport const used = probe;\n`);
  }
  const run = spawnSync(
    process.execPath,
    [
      biome,
      'lint',
      '--vcs-enabled=false',
      '--only=style/noRestrictedImports',
      '--reporter=github',
      '--max-diagnostics=none',
      ...cases.map((item) => item.file),
    ],
    { cwd: scratch, encoding: 'utf8' },
  );
  if (run.error) throw run.error;
  const lines = run.stdout.split('\n').filter((line) => line.includes('title=lint/style/noRestrictedImports'));
  refused = new Set(lines.map((line) => path.relative(scratch, /file=([^,]+)/.exec(line)?.[1] ?? '')));
  // Anything else (a configuration error) would leave every case unrefused: fail on it here.
  expect(run.stderr.replace(/\s+/g, ' ')).not.toMatch(/configuration|internalError/i);
}, 30_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('import boundaries (biome.json, noRestrictedImports)', () => {
  it('finds the feature folders', () => {
    expect(features.length).toBeGreaterThan(1);
  });

  it.each(cases)('$file importing $imports: refused $refused', ({ file, refused: expected }) => {
    expect(refused.has(file)).toBe(expected);
  });
});
