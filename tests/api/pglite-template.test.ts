/**
 * The embedded database's first start from the build's template: a new data directory is loaded
 * from it (no initdb), holds every migration and the job queue's schema, and keeps its data when
 * opened again; an unreadable template falls back to an empty start.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePgliteTemplate } from '../../scripts/pglite-template.ts';
import { openDatabase } from '../../server/platform/db/client.ts';

let dir: string;
let templateFile: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'idevent-template-'));
  templateFile = path.join(dir, 'template.tar.gz');
  await writePgliteTemplate(templateFile);
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
    const first = await openDatabase({ dataDir, templateFile });
    expect(await tables(first)).toEqual(expect.arrayContaining(['public.registrations', 'pgboss.job']));
    await first.pglite!.query(`insert into config (key, value) values ('probe', 'kept')`);
    await first.close();
    const again = await openDatabase({ dataDir, templateFile });
    const rows = await again.pglite!.query<{ value: string }>(`select value from config where key = 'probe'`);
    expect(rows.rows).toEqual([{ value: 'kept' }]);
    await again.close();
  });

  it('falls back to an empty start when the template cannot be read', async () => {
    const broken = path.join(dir, 'broken.tar.gz');
    await writeFile(broken, 'not a tarball');
    const handle = await openDatabase({ dataDir: path.join(dir, 'fallback'), templateFile: broken });
    expect(await tables(handle)).toContain('public.registrations');
    await handle.close();
  });
});
