/** Once per test run: a migrated PGlite (with the job queue's schema) dumped as the template every test file loads. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../../server/platform/db/client.ts';
import { startQueue } from '../../server/platform/queue.ts';
import { postgresUrl, templatePath } from './database.ts';

export default async function setup(): Promise<void> {
  if (postgresUrl) return;
  const handle = await openDatabase({ dataDir: '', inMemory: true });
  const queue = await startQueue(handle, { warn: () => {} });
  await queue.stop();
  const dump = await handle.pglite!.dumpDataDir('gzip');
  await mkdir(path.dirname(templatePath), { recursive: true });
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}
