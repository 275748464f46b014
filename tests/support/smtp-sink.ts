/** A real SMTP server for tests (smtp-server), keeping every message it receives; it can refuse on demand. */
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  /** Refuse the next `count` messages with a temporary error, as a failing server would. */
  refuseNext(count: number): void;
  refusals: number;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  let toRefuse = 0;
  const sink: SmtpSink = {
    url: '',
    messages,
    refusals: 0,
    refuseNext(count) {
      toRefuse = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (toRefuse > 0) {
          toRefuse--;
          sink.refusals++;
          const error = Object.assign(new Error('Service temporarily unavailable'), { responseCode: 421 });
          return callback(error);
        }
        messages.push(await simpleParser(Buffer.concat(chunks), { skipImageLinks: true }));
        callback();
      });
    },
  });
  // A client that disappears mid-connection (an app instance killed while it holds a pooled SMTP
  // connection) resets its socket: a real mail server notes it and carries on, and so does the sink.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  sink.url = `smtp://127.0.0.1:${port}`;
  return sink;
}
