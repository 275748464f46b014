/**
 * The embedded database's first start from the build's template: a new data directory is copied
 * from it (no initdb), holds every migration and the job queue's schema, and keeps its data when
 * opened again while the template stays as it was; an unreadable template falls back to an empty start.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePgliteTemplate } from '../../scripts/pglite-template.ts';
import { openDatabase } from '../../server/platform/db/client.ts';

let dir: string;
let templateDir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'idevent-template-'));
  templateDir = path.join(dir, 'template');
  await writePgliteTemplate(templateDir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const tables = async (handle: Awaited<ReturnType<typeof openDatabase>>) =>
  (
    await handle.pglite!.query<{ name: string }>(
      `select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'pgboss')`,
    )
  ).rows.map((row) => row.name);

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('PGlite template', () => {
  it('starts a new data directory from the template, migrated, and keeps its data on reopening', async () => {
    const dataDir = path.join(dir, 'data');
    const first = await openDatabase({ dataDir, templateDir });
    expect(await tables(first)).toEqual(expect.arrayContaining(['public.registrations', 'pgboss.job']));
    await first.pglite!.query(`insert into config (key, value) values ('probe', 'kept')`);
    await first.close();
    const again = await openDatabase({ dataDir, templateDir });
    const rows = await again.pglite!.query<{ value: string }>(`select value from config where key = 'probe'`);
    expect(rows.rows).toEqual([{ value: 'kept' }]);
    await again.close();
    // The template itself is left as it was: another new directory starts without that row.
    const other = await openDatabase({ dataDir: path.join(dir, 'other'), templateDir });
    expect((await other.pglite!.query(`select value from config where key = 'probe'`)).rows).toEqual([]);
    await other.close();
  });

  it('falls back to an empty start when the template cannot be read', async () => {
    const broken = path.join(dir, 'broken');
    await mkdir(broken);
    await writeFile(path.join(broken, 'PG_VERSION'), 'not a database');
    const handle = await openDatabase({ dataDir: path.join(dir, 'fallback'), templateDir: broken });
    expect(await tables(handle)).toContain('public.registrations');
    await handle.close();
  });
});
