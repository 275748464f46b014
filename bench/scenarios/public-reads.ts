/** Public reads: the landing page's events, today's exhibits, and a pass lookup with its QR image. */
import { type LoadResult, runLoad } from '../lib/load.ts';

export interface PublicReadsResult {
  activeEvents: LoadResult;
  todaysExhibits: LoadResult;
  passLookup: LoadResult;
}

/** The app's paths; the ceiling serves the same reads under its own. */
export const APP_READ_PATHS = { prefix: '/api', pass: '/api/registration/' };

export async function publicReads(
  baseUrl: string,
  paths: { prefix: string; pass: string },
  emails: string[],
  options: { durationS: number; connections: number },
): Promise<PublicReadsResult> {
  const run = (path: string) =>
    runLoad({ url: baseUrl + path, connections: options.connections, duration: options.durationS });
  const activeEvents = await run(`${paths.prefix}/events/active`);
  const todaysExhibits = await run(`${paths.prefix}/exhibits/active`);
  // Passes already seen once (e-mailed, or opened before), on the app and the ceiling alike: both
  // cache QR images, and a cold image costs the same on both.
  for (const email of emails) await fetch(`${baseUrl}${paths.pass}${encodeURIComponent(email)}`).then((r) => r.text());
  let n = 0;
  const passLookup = await runLoad({
    url: baseUrl,
    connections: options.connections,
    duration: options.durationS,
    requests: [
      {
        method: 'GET',
        setupRequest(request) {
          const email = emails[n++ % emails.length]!;
          return { ...request, path: `${paths.pass}${encodeURIComponent(email)}` };
        },
      },
    ],
  });
  return { activeEvents, todaysExhibits, passLookup };
}
