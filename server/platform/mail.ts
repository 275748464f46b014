/**
 * Sends e-mail: through SMTP when SMTP_URL is set, otherwise (embedded default) each message is
 * written as an .eml file under DATA_DIR/mail so a new user can open it. Those files hold visitors'
 * names and addresses: only the app's user may read them, and their names (which the log prints)
 * hold no address.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { PRIVATE_FILE_MODE, privateDirectory } from './private-files.ts';

export type MailMessage = Mail.Options;

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string; file?: string }>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  mailDir: string;
  onFileWritten?: (file: string) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    // Bounded waits: a hung SMTP server fails the try (and the job retries) well within its expiry.
    const transport = nodemailer.createTransport(
      {
        url: options.smtpUrl,
        // Reuse a few SMTP connections: a connection per message made a registration rush's e-mails
        // wait for a TCP and SMTP handshake each.
        pool: true,
        maxConnections: 5,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as never,
      { from: options.from },
    );
    return {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await privateDirectory(options.mailDir);
      const file = path.join(
        options.mailDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      options.onFileWritten?.(file);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
