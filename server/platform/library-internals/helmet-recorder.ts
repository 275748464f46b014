/**
 * Fence around helmet 8.3.0's middleware (contract: helmet-recorder.test.ts; why fenced:
 * docs/decisions/014-library-fences.md).
 *
 * helmet's headers depend on its options only, so they are computed once, at start, by running its
 * middleware against a recorder instead of a response (docs/decisions/012-hot-paths.md,
 * docs/decisions/013-bench-method.md). Relied on beyond helmet's documented API: the middleware
 * reads nothing of the request, touches the response only through `setHeader` and `removeHeader`
 * (it removes only X-Powered-By, which Fastify never sets), and calls `next` before it returns.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets with these options, in the order it sets them. */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const apply = helmet(options);
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  let applied = false;
  apply({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    applied = true;
  });
  if (!applied) throw new Error('helmet did not finish synchronously; its headers cannot be precomputed');
  return headers;
}
