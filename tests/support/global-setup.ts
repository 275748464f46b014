/**
 * Once per test run on PGlite: a migrated PGlite data directory (with the job queue's schema), written
 * where the build writes it (dist/pglite-template, server/platform/db/client.ts), so that every server a
 * test starts as a process on a new data directory starts from a copy, as a built server does, instead
 * of spending seconds of initdb; and the same database dumped as the template every test file loads
 * in memory.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writePgliteTemplate } from '../../scripts/pglite-template.ts';
import { pgliteTemplateDir } from '../../server/platform/db/client.ts';
import { postgresUrl, templatePath } from './database.ts';

export default async function setup(): Promise<void> {
  if (postgresUrl) return;
  await mkdir(path.dirname(pgliteTemplateDir), { recursive: true });
  await writePgliteTemplate(pgliteTemplateDir);
  const { PGlite } = await import('@electric-sql/pglite');
  const template = await PGlite.create({ dataDir: pgliteTemplateDir });
  const dump = await template.dumpDataDir('gzip');
  await template.close();
  await mkdir(path.dirname(templatePath), { recursive: true });
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
}
