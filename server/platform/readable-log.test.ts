import { describe, expect, it } from 'vitest';
import { readableLine } from './readable-log.ts';

const at = new Date(2026, 5, 2, 9, 4, 5, 120).getTime();

describe('the readable development log', () => {
  it('writes the time, the level and the message, then the other fields', () => {
    const line = JSON.stringify({ level: 40, time: at, pid: 1, hostname: 'h', msg: 'Careful', file: 'a.eml', n: 2 });
    expect(readableLine(`${line}\n`)).toBe('09:04:05.120 WARN   Careful  file=a.eml  n=2\n');
  });

  it('says a request by its method, URL, status and time', () => {
    const line = JSON.stringify({
      level: 20,
      time: at,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/events/active' },
      res: { statusCode: 200 },
      responseTime: 1.234,
    });
    expect(readableLine(line)).toBe(
      '09:04:05.120 DEBUG  request completed  GET /api/events/active  status=200  1.2 ms\n',
    );
  });

  it("puts an error's stack on the lines below, indented", () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'unhandled error',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at here' },
    });
    expect(readableLine(line)).toBe('09:04:05.120 ERROR  unhandled error\n    Error: boom\n        at here\n');
  });

  it('keeps a line that is not JSON as it is', () => {
    expect(readableLine('plain text')).toBe('plain text\n');
  });
});
