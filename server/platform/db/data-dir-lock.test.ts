import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirectoryLockedError, lockDataDirectory, lockRecord, processStartTime } from './data-dir-lock.ts';

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
      await writeFile(path.join(dir, 'app.lock'), await lockRecord(child.pid!));
      await expect(lockDataDirectory(dir)).rejects.toThrow(`pid ${child.pid}`);
      // An older version's lock, the pid alone, names its holder too.
      await writeFile(path.join(dir, 'app.lock'), String(child.pid));
      await expect(lockDataDirectory(dir)).rejects.toThrow(`pid ${child.pid}`);
    } finally {
      child.kill();
    }
  });

  it.skipIf(process.platform !== 'linux')(
    'takes over a lock whose pid now belongs to an unrelated process (after a crash, or a reboot)',
    async () => {
      const dir = await tempDir();
      const unrelated = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
      try {
        const startTime = await processStartTime(unrelated.pid!);
        const [pid, , boot] = (await lockRecord(unrelated.pid!)).split('\n');
        // The crashed holder had this pid, but started at another time than the process that has it now.
        await writeFile(path.join(dir, 'app.lock'), `${pid}\n${Number(startTime) - 1}\n${boot}\n`);
        const release = await lockDataDirectory(dir);
        expect(await readFile(path.join(dir, 'app.lock'), 'utf8')).toBe(await lockRecord(process.pid));
        await release();
        // Same pid and start time, but in an earlier boot.
        await writeFile(path.join(dir, 'app.lock'), `${pid}\n${startTime}\nan-earlier-boot\n`);
        await (await lockDataDirectory(dir))();
      } finally {
        unrelated.kill();
      }
    },
  );

  it('takes over a lock left by a process that died', async () => {
    const dir = await tempDir();
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.on('exit', resolve));
    await writeFile(path.join(dir, 'app.lock'), String(child.pid));
    const release = await lockDataDirectory(dir);
    expect(await readFile(path.join(dir, 'app.lock'), 'utf8')).toBe(await lockRecord(process.pid));
    await release();
  });

  it.skipIf(process.platform !== 'linux')(
    'takes over a lock whose holder is a zombie (crashed, not yet reaped)',
    async () => {
      const dir = await tempDir();
      // The shell starts a Node.js child, prints its pid, then becomes `sleep`, which never reaps it.
      const parent = spawn('sh', ['-c', `"${process.execPath}" -e "" & echo $!; exec sleep 30`]);
      try {
        const pid = Number((await new Promise<Buffer>((resolve) => parent.stdout.once('data', resolve))).toString());
        await expect.poll(async () => (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.[0]).toBe('Z');
        await writeFile(path.join(dir, 'app.lock'), await lockRecord(pid));
        const release = await lockDataDirectory(dir);
        expect(await readFile(path.join(dir, 'app.lock'), 'utf8')).toBe(await lockRecord(process.pid));
        await release();
      } finally {
        parent.kill();
      }
    },
  );

  it.skipIf(process.platform !== 'linux')('takes over a lock naming a live process that is not this app', async () => {
    const dir = await tempDir();
    const other = spawn('sleep', ['30']);
    try {
      await writeFile(path.join(dir, 'app.lock'), String(other.pid));
      const release = await lockDataDirectory(dir);
      expect(await readFile(path.join(dir, 'app.lock'), 'utf8')).toBe(await lockRecord(process.pid));
      await release();
    } finally {
      other.kill();
    }
  });
});
