/**
 * Data files are the app's user's alone (0600 files, 0700 directories): the data directory holds
 * visitors' names, addresses and phone numbers (PGlite's files, pass e-mails written as .eml files)
 * and the secret that signs passes. The process's umask (main.ts) covers what it creates; these
 * cover what it did not create itself, or made before it had the umask.
 */
import { chmodSync, readdirSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIRECTORY_MODE = 0o700;
/** What a process of this app creates: nothing for the group or others. */
export const PRIVATE_UMASK = 0o077;

/** Makes the directory (and missing parents) and keeps it to the app's user, even if it existed. */
export async function privateDirectory(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  await chmod(dir, PRIVATE_DIRECTORY_MODE);
}

/**
 * Every directory and file under `root` (itself included) to 0700 and 0600: PGlite's initdb writes
 * its files with mode 0666 whatever the umask, and a copy keeps the modes of what it copied.
 */
export function restrictTreeSync(root: string): void {
  chmodSync(root, PRIVATE_DIRECTORY_MODE);
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) restrictTreeSync(full);
    else if (entry.isFile()) chmodSync(full, PRIVATE_FILE_MODE);
  }
}
