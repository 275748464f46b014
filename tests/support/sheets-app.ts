/** The app wired to a fake of the Google Sheets API, as the tests of the spreadsheet sync start it. */
import { type AdminClient, signIn } from './http.ts';
import {
  generateServiceAccount,
  type ServiceAccountForTests,
  type SheetsFake,
  type SheetsFakeLimits,
  startSheetsFake,
} from './sheets-fake.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { waitFor } from './wait.ts';

export interface SheetsApp {
  account: ServiceAccountForTests;
  fake: SheetsFake;
  t: TestApp;
  admin: AdminClient;
  /** Closes the app, then the fake. */
  close(): Promise<void>;
}

export interface SheetsAppOptions {
  limits?: SheetsFakeLimits;
  /** More of the app's environment (the sheet's limits, say). */
  env?: Record<string, string>;
  /** The sync job's retries one second apart, so that a recovery through them fits in a test. */
  retryEverySecond?: boolean;
}

/** A new service account, a Sheets fake that knows it, the app using both, and a signed-in organiser. */
export async function startSheetsApp({ limits, env, retryEverySecond }: SheetsAppOptions = {}): Promise<SheetsApp> {
  const account = generateServiceAccount();
  const fake = await startSheetsFake(account, limits);
  const t = await startTestApp({
    GOOGLE_SERVICE_ACCOUNT_KEY: account.json,
    GOOGLE_SHEETS_API_ROOT: fake.rootUrl,
    ...env,
  });
  const admin = await signIn(t.baseUrl);
  if (retryEverySecond) {
    await t.app.queue.boss.updateQueue('sheets-sync', { retryDelay: 1, retryBackoff: false, retryDelayMax: null });
  }
  const close = async () => {
    await t.close();
    await fake.close();
  };
  return { account, fake, t, admin, close };
}

/** Waits until no request has reached the sheet for `quietMs`: the background syncs have caught up. */
export async function untilSheetQuiet(fake: SheetsFake, sheetId: string, quietMs: number) {
  let seen = -1;
  await waitFor(
    () => {
      const quiet = fake.requestsFor(sheetId).length === seen;
      seen = fake.requestsFor(sheetId).length;
      return quiet;
    },
    30_000,
    quietMs,
  );
}
