/**
 * Files that survive a power cut: written data is only in the kernel's cache until it is flushed,
 * and a new file's name only once its directory is (docs/decisions/018-durability-and-secrets.md).
 */
import { randomBytes } from 'node:crypto';
import { link, open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** Flushes a file or a directory (its entries: names created, renamed or removed in it). */
export async function syncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes every file and directory under `root`, `root` last, a few at a time. */
export async function syncTree(root: string): Promise<void> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  const targets = entries.filter((entry) => entry.isFile() || entry.isDirectory());
  const paths = targets.map((entry) => path.join(entry.parentPath, entry.name));
  let next = 0;
  const worker = async () => {
    while (next < paths.length) await syncPath(paths[next++]!);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  await syncPath(root);
}

/**
 * Creates `file` with `content`, flushed, unless it exists: false then (another process made it
 * first). The content is written to a temporary file, flushed and linked under the name, so the name
 * never holds less than all of it, even after a crash.
 */
export async function createFileDurably(file: string, content: string, mode: number): Promise<boolean> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx', mode);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  await syncPath(path.dirname(file));
  return true;
}
