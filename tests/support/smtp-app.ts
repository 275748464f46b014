/** The app sending its e-mail to a local SMTP sink, as the tests of the pass e-mails start it. */
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/** An SMTP sink, then the app on `env` sending to it. */
export async function startSmtpApp(env: Record<string, string> = {}): Promise<{ smtp: SmtpSink; t: TestApp }> {
  const smtp = await startSmtpSink();
  const t = await startTestApp({ SMTP_URL: smtp.url, ...env });
  return { smtp, t };
}
