/**
 * Post-build step: an embedded database (PGlite) data directory with every migration and the job
 * queue's schema applied, closed cleanly. A first start on an empty data directory copies it instead
 * of running initdb, which costs PGlite several seconds (server/platform/db/client.ts).
 * Usage: node --import tsx scripts/pglite-template.ts [dir]   (default dist/pglite-template)
 */
import { mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase, pgliteTemplateDir } from '../server/platform/db/client.ts';
import { PRIVATE_UMASK, restrictTreeSync } from '../server/platform/private-files.ts';
import { startQueue } from '../server/platform/queue.ts';

export async function writePgliteTemplate(dir: string): Promise<void> {
  // Built beside its destination (same file system, so it can be renamed there), from initdb.
  const work = await mkdtemp(`${dir}.building-`);
  try {
    const handle = await openDatabase({ dataDir: work, templateDir: false });
    try {
      const queue = await startQueue(handle, { warn: () => {} });
      await queue.stop();
    } finally {
      await handle.close();
    }
    // Private like any data directory: a new one is a copy of this (initdb left its files 0666).
    restrictTreeSync(path.join(work, 'pglite'));
    await rm(dir, { recursive: true, force: true });
    await rename(path.join(work, 'pglite'), dir);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.umask(PRIVATE_UMASK);
  const dir = path.resolve(process.argv[2] ?? pgliteTemplateDir);
  await writePgliteTemplate(dir);
  console.log(`PGlite template: ${path.relative(process.cwd(), dir)}`);
}
