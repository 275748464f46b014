/**
 * The first organiser account's generated password, as printed once on the console at first start:
 * a framed block of plain text, not a JSON log line, so a person finds and reads it.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { createFileDurably } from '../../platform/durable-files.ts';
import { PRIVATE_FILE_MODE } from '../../platform/private-files.ts';

export function firstAdminNotice(username: string, password: string): string {
  const lines = [
    `First organiser account: ${username} / password: ${password}`,
    '(shown once; change it after signing in)',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return ['', `┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`, '', ''].join('\n');
}

/** Where the generated password is kept for the person who started the app (0600, the app's user only). */
export const FIRST_ADMIN_PASSWORD_FILE = 'first-admin-password.txt';

export interface FirstAdminDelivery {
  dataDir: string;
  username: string;
  password: string;
  /** Whether standard output is a terminal (a person), not a pipe into a log collector. */
  terminal: boolean;
  write(text: string): void;
}

/**
 * The generated password reaches a person only (issue 28 item 12): it is written to a file in the data
 * directory that only the app's user can read, whose path (never the password) the log may carry; the
 * framed block is printed too when standard output is a terminal. Answers the file's path.
 */
export async function deliverFirstAdminPassword(delivery: FirstAdminDelivery): Promise<string> {
  const file = path.resolve(delivery.dataDir, FIRST_ADMIN_PASSWORD_FILE);
  await mkdir(delivery.dataDir, { recursive: true });
  await rm(file, { force: true });
  await createFileDurably(
    file,
    `${delivery.username}\n${delivery.password}\n# The first organiser account's generated password. ` +
      'Sign in, change it, then delete this file.\n',
    PRIVATE_FILE_MODE,
  );
  if (delivery.terminal) delivery.write(firstAdminNotice(delivery.username, delivery.password));
  return file;
}
