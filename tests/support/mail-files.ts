/** The pass e-mails a server wrote as .eml files under <dataDir>/mail (when SMTP_URL is not set). */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export async function emlFiles(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, 'mail'))).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
}

/** The .eml files addressed to `recipient`, found by their headers (their names hold no address). */
export async function emlFilesTo(dataDir: string, recipient: string): Promise<string[]> {
  const address = recipient.toLowerCase();
  const files: string[] = [];
  for (const name of await emlFiles(dataDir)) {
    const text = await readFile(path.join(dataDir, 'mail', name), 'utf8').catch(() => '');
    const headers = text.split(/\r?\n\r?\n/)[0] ?? '';
    if (headers.toLowerCase().includes(address)) files.push(name);
  }
  return files;
}
