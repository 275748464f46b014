/**
 * Contract of helmet-recorder.ts: helmet run once against the recorder gives exactly the headers its
 * middleware sets on a real response, whatever the request.
 */
import { createServer, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { expectFencedVersion, fenceBroken } from '../../../tests/support/library-fence.ts';
import { securityHeaderOptions } from '../http/security-headers.ts';
import { helmetHeaders } from './helmet-recorder.ts';

const FENCE = 'helmet-recorder.ts';

/** The headers helmet's middleware leaves on a real response to each request (one set before it: x-app). */
async function headersOnRealResponses(options: HelmetOptions, requests: RequestInit[]): Promise<OutgoingHttpHeaders[]> {
  const middleware = helmet(options);
  const seen: OutgoingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    response.setHeader('x-app', 'kept');
    middleware(request, response, (error?: unknown) => {
      seen.push(error ? { error: String(error) } : response.getHeaders());
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    for (const [index, init] of requests.entries()) {
      await (await fetch(`http://127.0.0.1:${port}/path-${index}?q=${index}`, init)).arrayBuffer();
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return seen;
}

const requests: RequestInit[] = [
  {},
  { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' } },
  { headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko', accept: 'text/html' } },
];

describe('helmet', () => {
  it('is the version the fence was written for', () => {
    expectFencedVersion('helmet', '8.3.0', FENCE);
  });

  for (const https of [false, true]) {
    it(`sets the recorded headers on real responses, whatever the request (https: ${https})`, async () => {
      const options = securityHeaderOptions({ https });
      const recorded = helmetHeaders(options);
      expect(recorded.length, fenceBroken('helmet', FENCE, 'set no headers through res.setHeader')).toBeGreaterThan(0);
      const expected = {
        'x-app': 'kept',
        ...Object.fromEntries(recorded.map(([name, value]) => [name.toLowerCase(), value])),
      };
      for (const real of await headersOnRealResponses(options, requests)) {
        expect(
          Object.fromEntries(Object.entries(real).map(([name, value]) => [name, String(value)])),
          fenceBroken('helmet', FENCE, 'sets other headers on a real response than against the recorder'),
        ).toEqual(expected);
      }
    });
  }
});
