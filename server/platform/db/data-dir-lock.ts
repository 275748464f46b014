/**
 * PGlite has no lock of its own: two processes on one data directory lose committed data silently.
 * This takes an exclusive lock file holding our pid; a live holder makes the second start fail with a
 * clear message, while a lock left by a killed process is taken over.
 *
 * A pid is reused: after a crash (or a reboot) another, unrelated process may have the pid in the
 * lock. So the lock also holds the process's start time and the boot's id (Linux's /proc), and names
 * a live holder only when both still match. A lock without them (an older version's, or another
 * system's) names the pid alone, as before. A zombie, or a process that is not Node.js, is no holder
 * (a restart right after a crash takes the lock at once).
 */
import { readFile, readlink, rm } from 'node:fs/promises';
import path from 'node:path';
import { createFileDurably } from '../durable-files.ts';

export class DataDirectoryLockedError extends Error {
  override name = 'DataDirectoryLockedError';
}

/** The process's start time (clock ticks since boot, /proc/<pid>/stat's 22nd field); undefined without /proc. */
export async function processStartTime(pid: number): Promise<string | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return undefined;
  // The name, in parentheses, may hold spaces: the fields counted from the state, the 3rd.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3];
}

const bootId = () =>
  readFile('/proc/sys/kernel/random/boot_id', 'utf8').then(
    (id) => id.trim(),
    () => undefined,
  );

/** The lock's content for the process `pid`: its pid, then its start time and the boot, where known. */
export async function lockRecord(pid: number): Promise<string> {
  const [startTime, boot] = await Promise.all([processStartTime(pid), bootId()]);
  return startTime && boot ? `${pid}\n${startTime}\n${boot}\n` : String(pid);
}

/**
 * Whether the process the lock names still runs: its pid lives, is not a zombie (a crashed holder
 * whose parent has not reaped it yet), is a Node.js process (the app), and is still that process.
 */
async function holderRuns(record: string): Promise<boolean> {
  const [pidText, startTime, boot] = record.split('\n');
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return false;
  if ((await processState(pid)) === 'dead' || !(await runsNode(pid))) return false;
  if (!startTime || !boot) return true;
  return boot === (await bootId()) && startTime === (await processStartTime(pid));
}

/** 'dead' for a zombie or a dying process (/proc/<pid>/stat's state Z, X or x); undefined without /proc. */
async function processState(pid: number): Promise<'dead' | 'running' | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return undefined;
  return /^[ZXx]$/.test(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)) ? 'dead' : 'running';
}

/** Whether the process runs a Node.js binary (as this app does); true where /proc cannot tell. */
async function runsNode(pid: number): Promise<boolean> {
  const exe = await readlink(`/proc/${pid}/exe`).catch(() => undefined);
  if (exe === undefined) return true;
  return exe === process.execPath || /^node/.test(path.basename(exe));
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
    // Created whole or not at all (O_EXCL through a link): nobody reads a half-written lock as stale.
    if (await createFileDurably(lockPath, await lockRecord(process.pid), 0o600)) {
      heldHere.add(lockPath);
      return async () => {
        heldHere.delete(lockPath);
        await rm(lockPath, { force: true });
      };
    }
    const record = await readFile(lockPath, 'utf8').catch(() => '');
    const holder = Number.parseInt(record, 10);
    if ((holder === process.pid && heldHere.has(lockPath)) || (await holderRuns(record))) {
      throw new DataDirectoryLockedError(
        `The data directory ${dataDir} is in use by another ID Event process (pid ${holder}). ` +
          'Stop that process first, or start this one with another DATA_DIR or a DATABASE_URL.',
      );
    }
    // The holder is gone (killed or crashed; its pid unused, or used by another process): take over.
    await rm(lockPath, { force: true });
  }
  throw new DataDirectoryLockedError(`Could not lock the data directory ${dataDir}`);
}
