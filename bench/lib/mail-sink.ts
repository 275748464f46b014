/** The bench's SMTP server: counts the pass e-mails it receives and notes when the last one arrived. */
import { SMTPServer } from 'smtp-server';

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
  close(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  let count = 0;
  let lastArrival = 0;
  let delayMs = 0;
  const waiters: { total: number; resolve: (at: number) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        const arrived = () => {
          count++;
          lastArrival = performance.now();
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
