/** The child process of sheets-fake-process.ts: the Sheets fake, answering the bench over IPC. */
import { type SheetsFake, type SheetsFakeLimits, startSheetsFake } from '../../tests/support/sheets-fake.ts';
import type { FakeCall, FakeRequest } from './sheets-fake-process.ts';

type Message = { id: number } & (
  | FakeCall
  | { op: 'start'; account: { clientEmail: string; publicKeyPem: string }; limits: SheetsFakeLimits }
);

let fake: SheetsFake | undefined;

async function answer(message: Message): Promise<unknown> {
  if (message.op === 'start') {
    const { clientEmail, publicKeyPem } = message.account;
    fake = await startSheetsFake({ clientEmail, publicKey: publicKeyPem }, message.limits);
    return fake.rootUrl;
  }
  if (!fake) throw new Error('the fake is not started');
  switch (message.op) {
    case 'addSpreadsheet':
      fake.addSpreadsheet(message.spreadsheetId, { title: message.title });
      return null;
    case 'requestCount':
      return fake.requests.length;
    case 'requestsSince':
      return fake.requests
        .slice(message.from)
        .map(({ spreadsheetId, at, bytes }): FakeRequest => ({ spreadsheetId, at, bytes }));
  }
}

process.on('message', (message: Message) => {
  answer(message).then(
    (result) => process.send!({ id: message.id, result }),
    (error: unknown) => process.send!({ id: message.id, error: String(error) }),
  );
});
process.on('SIGTERM', () => {
  void (fake?.close() ?? Promise.resolve()).finally(() => process.exit(0));
});
