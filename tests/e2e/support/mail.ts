/** The pass e-mails the server wrote as .eml files (no SMTP_URL in the tests). */
import { emlFilesTo } from '../../support/mail-files.ts';

/** Waits until at least `count` e-mails to `recipient` exist. */
export async function waitForEmails(dataDir: string, recipient: string, count: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let found: string[] = [];
  while (Date.now() < deadline) {
    found = await emlFilesTo(dataDir, recipient);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`expected ${count} e-mail(s) to ${recipient} within ${timeoutMs} ms, found ${found.length}`);
}
