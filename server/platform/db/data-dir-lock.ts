/**
 * PGlite has no lock of its own: two processes on one data directory lose committed data silently.
 * This takes an exclusive lock file holding our pid; a live holder makes the second start fail with a
 * clear message, while a lock left by a killed process is taken over.
 */
import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

export class DataDirectoryLockedError extends Error {
  override name = 'DataDirectoryLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Directories this process holds, so a second open within one process is refused too. */
const heldHere = new Set<string>();

export async function lockDataDirectory(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, 'app.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const file = await open(lockPath, 'wx');
      await file.writeFile(String(process.pid));
      await file.close();
      heldHere.add(lockPath);
      return async () => {
        heldHere.delete(lockPath);
        await rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
      const heldByUs = holder === process.pid && heldHere.has(lockPath);
      const heldByOther = holder !== process.pid && Number.isInteger(holder) && holder > 0 && isAlive(holder);
      if (heldByUs || heldByOther) {
        throw new DataDirectoryLockedError(
          `The data directory ${dataDir} is in use by another ID Event process (pid ${holder}). ` +
            'Stop that process first, or start this one with another DATA_DIR or a DATABASE_URL.',
        );
      }
      // The holder is gone (killed or crashed): take over its stale lock.
      await rm(lockPath, { force: true });
    }
  }
  throw new DataDirectoryLockedError(`Could not lock the data directory ${dataDir}`);
}
