import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createEventStreams, type EventStream } from './event-streams.ts';
import { trackRequestLoad, WINDOW_MS } from './request-load.ts';

/** A server with one stream route, as the app builds it (forceCloseConnections: 'idle'). */
async function streamServer(heartbeatMs?: number, stallMs?: number) {
  const server = Fastify({ logger: false, forceCloseConnections: 'idle', return503OnClosing: true });
  const streams = createEventStreams({ heartbeatMs, stallMs });
  const load = trackRequestLoad(server);
  const opened: EventStream[] = [];
  server.get('/stream', async (request, reply) => {
    opened.push(streams.open(request, reply));
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const port = (server.server.address() as AddressInfo).port;
  return { server, streams, load, opened, port };
}

/** Opens the stream and collects what arrives. */
function connect(port: number) {
  let text = '';
  let ended = false;
  const request = http.get({ host: '127.0.0.1', port, path: '/stream' });
  const response = new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
  void response.then((res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      text += chunk;
    });
    res.on('end', () => {
      ended = true;
    });
  });
  request.on('error', () => {});
  return { response, text: () => text, ended: () => ended, abort: () => request.destroy() };
}

const until = async (condition: () => boolean, timeoutMs = 2000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('event streams', () => {
  let current: Awaited<ReturnType<typeof streamServer>> | undefined;
  afterEach(async () => {
    current?.streams.closeAll();
    current?.load.stop();
    await current?.server.close();
    current = undefined;
  });

  it('sends Server-Sent Events with ids, and comments as a heartbeat', async () => {
    current = await streamServer(50);
    const { opened, port } = current;
    const client = connect(port);
    const response = await client.response;
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    await until(() => opened.length === 1);
    opened[0]!.send({ event: 'counts', data: { checkedIn: 3 }, id: '7' });
    await until(() => client.text().includes('event: counts'));
    expect(client.text()).toContain('id: 7\nevent: counts\ndata: {"checkedIn":3}\n\n');
    await until(() => client.text().includes(': keep-alive\n\n'));
  });

  it('forgets a stream its client closed', async () => {
    current = await streamServer();
    const { opened, port, streams } = current;
    const client = connect(port);
    await until(() => opened.length === 1);
    let closedHeard = false;
    opened[0]!.onClose(() => {
      closedHeard = true;
    });
    expect(streams.count()).toBe(1);
    client.abort();
    await until(() => streams.count() === 0);
    expect(closedHeard).toBe(true);
    expect(opened[0]!.send({ event: 'x', data: 1 })).toBe(false);
  });

  it('does not count an open stream as load on the server', async () => {
    current = await streamServer();
    const { opened, port, load } = current;
    const client = connect(port);
    await until(() => opened.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 3 * WINDOW_MS));
    client.abort();
    await until(() => current!.streams.count() === 0);
    // Both the window in which the stream ended and the next one: no load.
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
      seen.push(load.current());
    }
    expect(Math.max(...seen)).toBe(0);
  });

  it('drops a client that reads nothing for the stall time, and keeps one that reads', async () => {
    current = await streamServer(50, 300);
    const { opened, port, streams } = current;
    // A client that sends its request and then never reads: its socket's buffers fill up.
    const stuck = net.connect(port, '127.0.0.1');
    stuck.write(`GET /stream HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    stuck.pause();
    const reader = connect(port);
    await until(() => opened.length === 2);
    const big = 'x'.repeat(64 * 1024);
    const started = Date.now();
    while (!opened[0]!.closed && Date.now() - started < 5000) {
      for (const stream of opened) stream.send({ event: 'counts', data: big });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(opened[0]!.closed).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(opened[1]!.closed).toBe(false);
    expect(streams.count()).toBe(1);
    stuck.destroy();
    reader.abort();
  });

  it('lets a graceful stop end the open streams instead of waiting for them', async () => {
    const { server, streams, opened, port, load } = await streamServer();
    const clients = [connect(port), connect(port)];
    await until(() => opened.length === 2);
    const started = Date.now();
    const stopping = server.close();
    streams.closeAll();
    await stopping;
    load.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    await until(() => clients.every((client) => client.ended()));
  });
});
