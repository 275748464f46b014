/**
 * The bench's SMTP server: counts the e-mails it receives and notes when the last one arrived. While
 * a scenario watches (`watch`), it also notes each message's recipients, subject and arrival, and keeps
 * the whole message of those the scenario asks for (to read a link in it).
 */
import { SMTPServer } from 'smtp-server';

export interface SunkMessage {
  /** performance.now() at its arrival. */
  at: number;
  /** The envelope's recipients. */
  to: string[];
  /** The Subject header as sent (the bench's events have ASCII names: no encoded words to decode). */
  subject: string;
  /** The whole message, kept when the watch asked for it. */
  raw?: Buffer;
}

export interface MailWatch {
  messages: SunkMessage[];
  stop(): void;
}

export interface MailSink {
  url: string;
  received(): number;
  /**
   * A slow mail server: each message is acknowledged this many milliseconds after it arrived (0: at
   * once). The sender's connection waits meanwhile, as with a provider that takes its time.
   */
  setDelay(ms: number): void;
  /** Resolves with the arrival time (performance.now()) of the message that brings the count to `total`. */
  waitFor(total: number, timeoutMs: number): Promise<number>;
  /** Notes every message from now until `stop()`; keeps the whole of those whose subject `keep` accepts. */
  watch(keep?: (subject: string) => boolean): MailWatch;
  close(): Promise<void>;
}

/** The Subject header of a raw message (folded lines unfolded). */
export function subjectOf(raw: Buffer): string {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const headers = (end < 0 ? text : text.slice(0, end)).replace(/\r\n[ \t]+/g, ' ');
  return /^subject: ?(.*)$/im.exec(headers)?.[1]?.trim() ?? '';
}

export async function startMailSink(): Promise<MailSink> {
  let count = 0;
  let lastArrival = 0;
  let delayMs = 0;
  const watches = new Set<{ watch: MailWatch; keep: (subject: string) => boolean }>();
  const waiters: { total: number; resolve: (at: number) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      // Only read while a scenario watches: the other scenarios' e-mails cost the bench nothing.
      const chunks: Buffer[] | undefined = watches.size > 0 ? [] : undefined;
      stream.on('data', (chunk: Buffer) => chunks?.push(chunk));
      stream.on('end', () => {
        const arrived = () => {
          count++;
          lastArrival = performance.now();
          if (chunks)
            note(
              Buffer.concat(chunks),
              session.envelope.rcptTo.map((to) => to.address),
            );
          for (const waiter of waiters.filter((w) => w.total <= count)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(lastArrival);
          }
          callback();
        };
        if (delayMs > 0) setTimeout(arrived, delayMs);
        else arrived();
      });
    },
  });
  const note = (raw: Buffer, to: string[]) => {
    const subject = subjectOf(raw);
    for (const { watch, keep } of watches) {
      watch.messages.push({ at: lastArrival, to, subject, ...(keep(subject) ? { raw } : {}) });
    }
  };
  // The app stopping while it holds a pooled SMTP connection resets it: not a failure of the bench.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => count,
    setDelay(ms) {
      delayMs = ms;
    },
    waitFor(total, timeoutMs) {
      if (count >= total) return Promise.resolve(lastArrival);
      return new Promise((resolve, reject) => {
        const waiter = { total, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          if (!waiters.includes(waiter)) return;
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`only ${count} of ${total} e-mails arrived within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    watch(keep = () => false) {
      const watch: MailWatch = { messages: [], stop: () => watches.delete(entry) };
      const entry = { watch, keep };
      watches.add(entry);
      return watch;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
