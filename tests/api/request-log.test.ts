/**
 * Requests are logged only at LOG_LEVEL=debug (issue 20, item 7): at the default `info` the log
 * holds what is worth reading, not two lines per request of the door's traffic.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../support/http.ts';
import { startTestApp } from '../support/test-app.ts';

// Not about the database: what the request log writes at each LOG_LEVEL. (runs on PGlite only; vitest.config.ts)

async function requestLines(logLevel: string) {
  const lines: { level: number; msg: string; req?: { url: string }; res?: { statusCode: number } }[] = [];
  const t = await startTestApp(
    { LOG_LEVEL: logLevel },
    { logger: true, logStream: { write: (line) => lines.push(JSON.parse(line)) } },
  );
  try {
    expect((await call(t.baseUrl, 'GET', '/api/events/active')).status).toBe(200);
    return lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');
  } finally {
    await t.close();
  }
}

describe('request lines in the log', () => {
  it('are left out at info', async () => {
    expect(await requestLines('info')).toEqual([]);
  });

  it('are written at debug, with the URL and the status', async () => {
    const lines = await requestLines('debug');
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [20, 'incoming request'],
      [20, 'request completed'],
    ]);
    expect(lines[0]!.req!.url).toBe('/api/events/active');
    expect(lines[1]!.res!.statusCode).toBe(200);
  });
});
