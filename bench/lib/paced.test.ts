/**
 * The bench's fixed-rate door load: evenly spaced (not autocannon's burst at the start of each
 * second), one task at a time per phone, and a late answer shows in the latency of the tasks that
 * waited for it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { splitSamples } from '../scenarios/door-while-mails-drain.ts';
import { type PacedSample, runPaced } from './paced.ts';

let server: http.Server | undefined;

function closeServer() {
  const closing = server;
  server = undefined;
  if (!closing) return Promise.resolve();
  closing.closeAllConnections();
  return new Promise((resolve) => closing.close(resolve));
}

afterEach(closeServer);

/** A server that records when each call arrived and answers after `delayMs(call number)`. */
async function recordingServer(delayMs: (n: number, path: string) => number, status = (_path: string) => 200) {
  const arrivals: { at: number; path: string; body: string }[] = [];
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = request.url ?? '';
      arrivals.push({ at: performance.now(), path, body });
      setTimeout(() => response.writeHead(status(path)).end('{}'), delayMs(arrivals.length - 1, path));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, arrivals };
}

describe('runPaced', () => {
  it('spreads the tasks evenly over the run instead of sending each second in one burst', async () => {
    const { baseUrl, arrivals } = await recordingServer(() => 0);
    const before = performance.now();
    const result = await runPaced({
      baseUrl,
      phones: 4,
      tasksPerS: 50,
      durationS: 1,
      task: (k) => [{ method: 'POST', path: '/validate', body: JSON.stringify({ k }) }],
    });

    expect(result.calls).toBe(50);
    const sent = arrivals.map((arrival) => ({ k: JSON.parse(arrival.body).k as number, at: arrival.at }));
    expect(sent.map(({ k }) => k).sort((a, b) => a - b)).toEqual([...Array(50).keys()]);
    // Each phone is one connection doing one task at a time: its tasks arrive in order. Across phones
    // the order is the scheduler's (a busy machine lets two connections' requests overtake).
    for (let phone = 0; phone < 4; phone++) {
      const ks = sent.filter(({ k }) => k % 4 === phone).map(({ k }) => k);
      expect(ks).toEqual([...ks].sort((a, b) => a - b));
    }
    // 50 a second is one every 20 ms: task k is never sent before k * 20 ms into the run, however busy
    // the machine (a late timer only makes tasks later). A burst would send them all in the first
    // milliseconds. 2 ms of slack: a timer may fire up to a millisecond before its time.
    for (const { k, at } of sent) expect(at - before).toBeGreaterThanOrEqual(k * 20 - 2);
  });

  it("sends a task's calls in order on one phone and counts the answers that are not 2xx", async () => {
    const { baseUrl, arrivals } = await recordingServer(
      () => 0,
      (path) => (path === '/admit' ? 409 : 200),
    );
    const admits: number[] = [];
    const result = await runPaced({
      baseUrl,
      phones: 2,
      tasksPerS: 20,
      durationS: 0.5,
      task: (k) => [
        { method: 'POST', path: '/validate', body: String(k) },
        { method: 'POST', path: '/admit', body: String(k) },
      ],
      onResponse: (call, status) => {
        if (call.path === '/admit') admits.push(status);
      },
    });

    expect(result).toMatchObject({ calls: 20, non2xx: 10, errors: 0 });
    expect(admits).toEqual(Array(10).fill(409));
    for (let k = 0; k < 10; k++) {
      const validate = arrivals.findIndex((a) => a.path === '/validate' && a.body === String(k));
      const admit = arrivals.findIndex((a) => a.path === '/admit' && a.body === String(k));
      expect(admit).toBeGreaterThan(validate);
    }
  });

  it('counts the wait of the tasks queued behind a slow answer on the same phone', async () => {
    // One phone, a task every 50 ms; the first answer takes 1 s, so the tasks due meanwhile wait (the
    // one due at 50 ms, 950 ms). A second long, so that a busy machine's late timers cannot hide it.
    const { baseUrl } = await recordingServer((n) => (n === 0 ? 1000 : 0));
    const result = await runPaced({
      baseUrl,
      phones: 1,
      tasksPerS: 20,
      durationS: 1,
      task: () => [{ method: 'GET', path: '/' }],
    });

    expect(result.calls).toBe(20);
    // Measured from when each was sent, all but the first would look instant. Waiting only ever adds,
    // so on a busy machine these hold all the more; the tasks not queued are the faster half.
    expect(result.p95).toBeGreaterThanOrEqual(500);
    expect(result.p50).toBeLessThan(result.p95);
  });

  it('stops starting tasks once told to, and splits the calls by when they were due', async () => {
    // The server is slow (100 ms) for its first 10 calls, then quick: as a door while e-mails drain.
    const { baseUrl } = await recordingServer(
      (n) => (n < 10 ? 100 : 0),
      (path) => (path === '/bad' ? 409 : 200),
    );
    const samples: PacedSample[] = [];
    const started = performance.now();
    let drainedAt: number | undefined;
    let asked = 0;
    const result = await runPaced({
      baseUrl,
      phones: 4,
      tasksPerS: 50,
      durationS: 30,
      // Asked before each task is started: before the 11th, the first ten are all sent.
      stopWhen: () => {
        if (asked++ === 10) drainedAt = performance.now();
        return performance.now() - started >= 600;
      },
      samples,
      task: (k) => [{ method: 'GET', path: k === 20 ? '/bad' : '/' }],
    });

    // 600 ms of a 30 s run at 50 a second: about 30 tasks, not 1,500.
    expect(result.calls).toBeGreaterThan(15);
    expect(result.calls).toBeLessThan(40);
    expect(samples).toHaveLength(result.calls);
    const { during, after } = splitSamples(samples, drainedAt!, drainedAt!);
    expect(during.calls + after.calls).toBe(result.calls);
    expect(during.p50).toBeGreaterThanOrEqual(100);
    // Quicker than the slow ones, by the server's 100 ms (not below 100 ms: a busy machine adds its own wait to both).
    expect(after.p50).toBeLessThan(during.p50);
    expect(after).toMatchObject({ non2xx: 1, errors: 0 });
    expect(during).toMatchObject({ non2xx: 0, errors: 0 });
  });

  it('reports a server that is not there as errors, not as answers', async () => {
    const { baseUrl } = await recordingServer(() => 0);
    await closeServer();
    const result = await runPaced({
      baseUrl,
      phones: 1,
      tasksPerS: 20,
      durationS: 0.25,
      task: () => [{ method: 'GET', path: '/' }],
    });

    expect(result).toMatchObject({ calls: 0, errors: 5 });
  });
});
