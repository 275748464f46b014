/**
 * The embedded database's first start from the build's template: a new data directory is copied
 * from it (no initdb), holds every migration and the job queue's schema, and keeps its data when
 * opened again while the template stays as it was; an unreadable template falls back to an empty start.
 */
import { chmod, cp, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
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

/** Files and directories under `root` (itself included) with any permission for the group or others. */
async function openToOthers(root: string): Promise<string[]> {
  const entries = [root, ...(await readdir(root, { recursive: true })).map((name) => path.join(root, name))];
  const open: string[] = [];
  for (const entry of entries) {
    // PGlite rewrites its relcache files at every start with mode 0644 (inside 0700 directories).
    if (path.basename(entry) === 'pg_internal.init') continue;
    if ((await stat(entry)).mode & 0o077) open.push(path.relative(root, entry));
  }
  return open;
}

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

  it('keeps the template and every data directory made from it to the app’s user, even from a world-writable template', async () => {
    expect(await openToOthers(templateDir)).toEqual([]);
    // A template built before this rule (initdb writes its files 0666): its copy is made private.
    const loose = path.join(dir, 'loose-template');
    await cp(templateDir, loose, { recursive: true });
    for (const entry of [loose, ...(await readdir(loose, { recursive: true })).map((name) => path.join(loose, name))]) {
      await chmod(entry, (await stat(entry)).isDirectory() ? 0o777 : 0o666);
    }
    const dataDir = path.join(dir, 'from-loose');
    const handle = await openDatabase({ dataDir, templateDir: loose });
    await handle.close();
    expect(await openToOthers(path.join(dataDir, 'pglite'))).toEqual([]);
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
