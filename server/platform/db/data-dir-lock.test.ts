import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirectoryLockedError, lockDataDirectory } from './data-dir-lock.ts';

const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'idevent-lock-'));

describe('the data directory lock', () => {
  it('refuses a second holder in the same process with a clear message, and frees on release', async () => {
    const dir = await tempDir();
    const release = await lockDataDirectory(dir);
    await expect(lockDataDirectory(dir)).rejects.toThrow(DataDirectoryLockedError);
    await expect(lockDataDirectory(dir)).rejects.toThrow(/in use by another ID Event process/);
    await release();
    const again = await lockDataDirectory(dir);
    await again();
  });

  it('refuses while another live process holds it', async () => {
    const dir = await tempDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(path.join(dir, 'app.lock'), String(child.pid));
      await expect(lockDataDirectory(dir)).rejects.toThrow(`pid ${child.pid}`);
    } finally {
      child.kill();
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = await tempDir();
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.on('exit', resolve));
    await writeFile(path.join(dir, 'app.lock'), String(child.pid));
    const release = await lockDataDirectory(dir);
    expect(await readFile(path.join(dir, 'app.lock'), 'utf8')).toBe(String(process.pid));
    await release();
  });
});
