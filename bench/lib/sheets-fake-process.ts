/**
 * The Sheets fake in a process of its own, as Google is a machine of its own. In the bench's process
 * it held a million-row sheet (a 300 MB heap), and the collector's marking steps of that heap (up to
 * 40 ms each) were counted in the latencies the same process was timing.
 */
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import type { SheetsFakeLimits } from '../../tests/support/sheets-fake.ts';

/** What the bench reads of a request the fake answered. */
export interface FakeRequest {
  spreadsheetId: string | undefined;
  /** When it arrived (ms since the epoch). */
  at: number;
  bytes: number;
}

export interface SheetsFakeProcess {
  rootUrl: string;
  addSpreadsheet(id: string, title: string): Promise<void>;
  requestCount(): Promise<number>;
  /** The requests from the `from`-th on. */
  requestsSince(from: number): Promise<FakeRequest[]>;
  close(): Promise<void>;
}

/** A call to the child and its answer. */
export type FakeCall =
  | { op: 'addSpreadsheet'; spreadsheetId: string; title: string }
  | { op: 'requestCount' }
  | { op: 'requestsSince'; from: number };

export async function startSheetsFakeProcess(
  account: { clientEmail: string; publicKeyPem: string },
  limits: SheetsFakeLimits,
): Promise<SheetsFakeProcess> {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'sheets-fake-child.ts'), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code) => {
    for (const { reject } of waiting.values()) reject(new Error(`the Sheets fake exited (${code})`));
    waiting.clear();
  });
  child.on('message', (message: { id: number; result?: unknown; error?: string }) => {
    const call = waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id);
    if (message.error !== undefined) call.reject(new Error(message.error));
    else call.resolve(message.result);
  });
  const ask = <T>(body: FakeCall | { op: 'start'; account: typeof account; limits: SheetsFakeLimits }) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ id, ...body });
    });
  const rootUrl = await ask<string>({ op: 'start', account, limits });
  return {
    rootUrl,
    addSpreadsheet: (spreadsheetId, title) => ask({ op: 'addSpreadsheet', spreadsheetId, title }),
    requestCount: () => ask<number>({ op: 'requestCount' }),
    requestsSince: (from) => ask<FakeRequest[]>({ op: 'requestsSince', from }),
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
