/**
 * Work on a thread of its own, off the event loop that answers requests. The pass e-mails' rendering
 * (the QR image, the calendar file, the MIME message) and their SMTP conversation held the door's
 * requests a few milliseconds at a time while a registration desk's e-mails drained (issue 29 item
 * 14); on a thread they cost the door nothing but the messages that go back and forth.
 *
 * One thread per `startWorkerThread`, started at its first call and again after it died; calls are
 * answered in any order. The thread's module serves with `serveOnThread`.
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';

export interface WorkerThread<I, O> {
  run(input: I): Promise<O>;
  /** Lets the calls under way finish, then stops the thread (its `onClose` first). */
  close(): Promise<void>;
}

type Request<I> = { id: number; input: I } | { close: true };
type Reply<O> = { id: number; ok: true; value: O } | { id: number; ok: false; message: string } | { closed: true };

/**
 * A module beside `moduleUrl` (an `import.meta.url`) by its name without extension: `.ts` when the
 * code runs from its sources (tests, `npm run dev`), `.js` once built.
 */
export function besideModule(moduleUrl: string, name: string): URL {
  return new URL(`./${name}${moduleUrl.endsWith('.ts') ? '.ts' : '.js'}`, moduleUrl);
}

export function startWorkerThread<I, O>(file: URL, data: unknown): WorkerThread<I, O> {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: O) => void; reject: (error: Error) => void }>();
  const inFlight = new Set<Promise<O>>();
  let closing: Promise<void> | undefined;

  const failAll = (error: Error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  const start = () => {
    const thread = new Worker(file, { workerData: data });
    thread.on('message', (reply: Reply<O>) => {
      if ('closed' in reply) return;
      const call = pending.get(reply.id);
      if (!call) return;
      pending.delete(reply.id);
      if (reply.ok) call.resolve(reply.value);
      else call.reject(new Error(reply.message));
      // An idle thread does not keep the process alive.
      if (pending.size === 0) thread.unref();
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => {
      if (worker === thread) worker = undefined;
      failAll(new Error(`The worker thread stopped (exit code ${code}).`));
    });
    return thread;
  };

  return {
    run(input) {
      if (closing) return Promise.reject(new Error('The worker thread is closed.'));
      worker ??= start();
      worker.ref();
      const id = nextId++;
      const answer = new Promise<O>((resolve, reject) => pending.set(id, { resolve, reject }));
      inFlight.add(answer);
      const done = () => inFlight.delete(answer);
      answer.then(done, done);
      worker.postMessage({ id, input } satisfies Request<I>);
      return answer;
    },
    close() {
      closing ??= (async () => {
        const thread = worker;
        if (!thread) return;
        await Promise.allSettled([...inFlight]);
        const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
        thread.ref();
        thread.postMessage({ close: true } satisfies Request<I>);
        const timer = setTimeout(() => void thread.terminate(), 5000);
        await exited;
        clearTimeout(timer);
      })();
      return closing;
    },
  };
}

/** In the thread's module: answers each call with `handle`, and runs `onClose` before the thread ends. */
export function serveOnThread<I, O>(handle: (input: I) => Promise<O>, onClose?: () => void | Promise<void>): void {
  const port = parentPort;
  if (!port) throw new Error('serveOnThread runs in a worker thread only.');
  port.on('message', async (request: Request<I>) => {
    if ('close' in request) {
      await onClose?.();
      port.postMessage({ closed: true } satisfies Reply<O>);
      port.close();
      return;
    }
    try {
      port.postMessage({ id: request.id, ok: true, value: await handle(request.input) } satisfies Reply<O>);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      port.postMessage({ id: request.id, ok: false, message } satisfies Reply<O>);
    }
  });
}

/** What the thread was started with (`startWorkerThread`'s `data`). */
export const threadData = <T>() => workerData as T;
