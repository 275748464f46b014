/**
 * Server-Sent Events: long-lived answers that the server writes to as things happen. Every open
 * stream is known here, so a graceful stop ends them first (an open stream would otherwise keep
 * its connection, and the stop, waiting). A stream hijacks its reply: Fastify's onResponse never
 * sees it, so the request-load tracker does not count a stream open for an hour as an hour of work.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One message as the stream writes it (`id:`, `event:`, `data:` lines and a blank line). */
export function formatEvent({ event, data, id }: { event: string; data: unknown; id?: string }): string {
  const lines = JSON.stringify(data)
    .split('\n')
    .map((line) => `data: ${line}\n`)
    .join('');
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\n${lines}\n`;
}

export interface EventStream {
  /** Writes one message; false once the stream is closed. */
  send(message: { event: string; data: unknown; id?: string }): boolean;
  /**
   * Writes messages already formatted (formatEvent), the same bytes to many streams: a broadcast
   * formats once and writes once per stream, whatever the number of messages.
   */
  sendFormatted(frames: string | Buffer): boolean;
  /** A comment line: keeps proxies from closing an idle connection. */
  comment(text: string): boolean;
  close(): void;
  readonly closed: boolean;
  /** Called once, when the stream ends (closed here, by the client, or at a stop). */
  onClose(listener: () => void): void;
}

export interface EventStreams {
  open(request: FastifyRequest, reply: FastifyReply): EventStream;
  count(): number;
  /** Ends every open stream (a graceful stop). */
  closeAll(): void;
}

/**
 * A client that reads nothing (its socket's buffer stays full) for `stallMs` is dropped, and at once
 * when more than `maxBufferedBytes` wait for it: a stuck client never holds memory without bound.
 */
export function createEventStreams(
  options: { heartbeatMs?: number; stallMs?: number; maxBufferedBytes?: number } = {},
): EventStreams {
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const stallMs = options.stallMs ?? 30_000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 1024 * 1024;
  const open = new Set<EventStream>();

  return {
    open(request, reply) {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and others: pass each message on at once.
        'x-accel-buffering': 'no',
      });
      raw.write(':ok\n\n');
      const listeners: (() => void)[] = [];
      let closed = false;
      const end = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        open.delete(stream);
        raw.end();
        for (const listener of listeners.splice(0)) listener();
      };
      // Since when the client has not taken what was written (the socket's buffer is full).
      let stalledSince: number | undefined;
      raw.on('drain', () => {
        stalledSince = undefined;
      });
      const drop = () => {
        end();
        raw.destroy();
      };
      const write = (text: string | Buffer) => {
        if (closed) return false;
        if (!raw.write(text) && stalledSince === undefined) stalledSince = Date.now();
        if (
          raw.writableLength > maxBufferedBytes ||
          (stalledSince !== undefined && Date.now() - stalledSince >= stallMs)
        ) {
          drop();
          return false;
        }
        return true;
      };
      const stream: EventStream = {
        send: (message) => write(formatEvent(message)),
        sendFormatted: write,
        comment: (text) => write(`: ${text.replace(/[\r\n]+/g, ' ')}\n\n`),
        close: end,
        get closed() {
          return closed;
        },
        onClose(listener) {
          if (closed) listener();
          else listeners.push(listener);
        },
      };
      const heartbeat = setInterval(() => stream.comment('keep-alive'), heartbeatMs);
      heartbeat.unref();
      request.raw.on('close', end);
      raw.on('error', end);
      open.add(stream);
      return stream;
    },
    count: () => open.size,
    closeAll() {
      for (const stream of [...open]) stream.close();
    },
  };
}
