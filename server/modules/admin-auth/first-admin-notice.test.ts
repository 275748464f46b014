import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deliverFirstAdminPassword, firstAdminNotice } from './first-admin-notice.ts';

describe('the first organiser account notice', () => {
  it('frames the username and password in a box of equal lines', () => {
    const notice = firstAdminNotice('admin', 'Xy3-abc_DEF4ghi5');
    expect(notice).toBe(
      [
        '',
        '┌─────────────────────────────────────────────────────────────┐',
        '│ First organiser account: admin / password: Xy3-abc_DEF4ghi5 │',
        '│ (shown once; change it after signing in)                    │',
        '└─────────────────────────────────────────────────────────────┘',
        '',
        '',
      ].join('\n'),
    );
  });
});

describe('the first organiser account’s password, delivered', () => {
  it('goes to a file only its user can read, and to the console only when it is a terminal', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-first-'));
    const printed: string[] = [];
    const write = (text: string) => printed.push(text);
    const file = await deliverFirstAdminPassword({
      dataDir,
      username: 'admin',
      password: 'pw-1',
      terminal: false,
      write,
    });
    expect(file).toBe(path.join(dataDir, 'first-admin-password.txt'));
    expect((await readFile(file, 'utf8')).split('\n').slice(0, 2)).toEqual(['admin', 'pw-1']);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(printed).toEqual([]);

    await deliverFirstAdminPassword({ dataDir, username: 'admin', password: 'pw-2', terminal: true, write });
    expect((await readFile(file, 'utf8')).split('\n')[1]).toBe('pw-2');
    expect(printed).toEqual([firstAdminNotice('admin', 'pw-2')]);
  });
});
