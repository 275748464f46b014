/**
 * Post-build step: an embedded database (PGlite) with every migration and the job queue's schema
 * applied, dumped as a tarball. A first start on an empty data directory loads it instead of running
 * initdb, which costs PGlite several seconds (server/platform/db/client.ts).
 * Usage: node --import tsx scripts/pglite-template.ts [file]   (default dist/pglite-template.tar.gz)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase, pgliteTemplateFile } from '../server/platform/db/client.ts';
import { startQueue } from '../server/platform/queue.ts';

export async function writePgliteTemplate(file: string): Promise<number> {
  const handle = await openDatabase({ dataDir: '', inMemory: true });
  try {
    const queue = await startQueue(handle, { warn: () => {} });
    await queue.stop();
    const dump = Buffer.from(await (await handle.pglite!.dumpDataDir('gzip')).arrayBuffer());
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, dump);
    return dump.length;
  } finally {
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = path.resolve(process.argv[2] ?? pgliteTemplateFile);
  const bytes = await writePgliteTemplate(file);
  console.log(`PGlite template: ${path.relative(process.cwd(), file)} (${(bytes / 1e6).toFixed(1)} MB)`);
}
