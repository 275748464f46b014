/** The pass e-mails the server wrote as .eml files (no SMTP_URL in the tests). */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export async function emlFiles(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, 'mail'))).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
}

/** Waits until at least `count` e-mails whose file name mentions `recipient` exist. */
export async function waitForEmails(dataDir: string, recipient: string, count: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let found: string[] = [];
  while (Date.now() < deadline) {
    found = (await emlFiles(dataDir)).filter((name) => name.includes(recipient));
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`expected ${count} e-mail(s) to ${recipient} within ${timeoutMs} ms, found ${found.length}`);
}
