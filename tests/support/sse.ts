/** Reads a Server-Sent Events answer with Node's fetch: each message as it arrives (RECIPES-WEB.md). */

export interface SseMessage {
  event: string;
  id: string | undefined;
  data: any;
}

export interface SseClient {
  status: number;
  headers: Headers;
  /** Every message received so far. */
  messages: SseMessage[];
  /** The next message (after those already taken by `next`) that matches, within `timeoutMs`. */
  next(event?: string, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
  /** The body of a refused request (not a stream). */
  body: any;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const messages: SseMessage[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return {
      status: response.status,
      headers: response.headers,
      messages,
      next: () => Promise.reject(new Error(`not a stream: ${response.status}`)),
      ended: Promise.resolve(),
      close: () => {},
      body,
    };
  }
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const fields = { event: 'message', id: undefined as string | undefined, data: [] as string[] };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const name = line.slice(0, colon);
            const value = line.slice(colon + 1).replace(/^ /, '');
            if (name === 'event') fields.event = value;
            else if (name === 'id') fields.id = value;
            else if (name === 'data') fields.data.push(value);
          }
          if (fields.data.length === 0) continue;
          messages.push({ event: fields.event, id: fields.id, data: JSON.parse(fields.data.join('\n')) });
          wake();
        }
      }
    } catch {
      // aborted
    }
    wake();
  })();
  let done = false;
  void ended.then(() => {
    done = true;
    wake();
  });
  return {
    status: response.status,
    headers: response.headers,
    messages,
    body: null,
    ended,
    close: () => abort.abort(),
    next(event, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (taken < messages.length) {
            const message = messages[taken++]!;
            if (!event || message.event === event) {
              finish();
              resolve(message);
              return;
            }
          }
          if (done) {
            finish();
            reject(new Error(`the stream ended before a ${event ?? 'message'}`));
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no ${event ?? 'message'} within ${timeoutMs} ms`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}
