/**
 * A test file's shared set-up, written once: its own built server (with settings), the sample data an
 * organiser seeds through the API, and a browser; all stopped after the file. Test files read the
 * fields of the returned object once `beforeAll` has run.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type AdminApi, localDayEnd, localDayStart, signInAsAdmin } from './admin.ts';
import { launchBrowser } from './browser.ts';
import { type E2eServer, startServer } from './server.ts';

type ServerEnv = Record<string, string | undefined>;

export interface SuiteOptions<Seed> {
  /** Settings for the server (see startServer), or a function that makes them (a free port, a sink's URL). */
  env?: ServerEnv | (() => ServerEnv | Promise<ServerEnv>);
  /** Seeds the server as the organiser, after it starts and before the browser does. */
  seed?: (admin: AdminApi, server: E2eServer) => Promise<Seed>;
  /** The browser (launchBrowser unless given: a scanner's with a camera feed, say). */
  launch?: (server: E2eServer) => Promise<Browser>;
  /** Runs once the browser is up, in the same `beforeAll` (pages to open and sign in, say). */
  afterStart?: (suite: Suite<Seed>) => Promise<void>;
  /** Runs first in the file's `afterAll` (pages to close); the browser and server stop even if it throws. */
  beforeStop?: () => Promise<void>;
  /** Runs last in the file's `afterAll`, once the browser and server stopped (a fake to close, problems to check). */
  afterStop?: () => Promise<void> | void;
  /** For `beforeAll`, when seeding takes longer than the hook timeout. */
  timeout?: number;
}

export interface Suite<Seed> {
  server: E2eServer;
  browser: Browser;
  /** What `seed` returned. */
  seeded: Seed;
}

/**
 * Registers the file's beforeAll (server, seed, browser, afterStart) and afterAll (beforeStop, browser,
 * server, afterStop); returns what they start.
 */
export function setUpServerAndBrowser<Seed = undefined>(options: SuiteOptions<Seed> = {}): Suite<Seed> {
  const suite = {} as Suite<Seed>;
  beforeAll(async () => {
    const env = typeof options.env === 'function' ? await options.env() : options.env;
    suite.server = await startServer(env);
    if (options.seed) suite.seeded = await options.seed(await signInAsAdmin(suite.server), suite.server);
    suite.browser = await (options.launch ?? launchBrowser)(suite.server);
    await options.afterStart?.(suite);
  }, options.timeout);
  afterAll(async () => {
    try {
      await options.beforeStop?.();
    } finally {
      await suite.browser?.close();
      await suite.server?.stop();
    }
    await options.afterStop?.();
  });
  return suite;
}

export interface EventInput {
  name: string;
  description: string;
  startDate: Date;
  endDate: Date;
}

/** An event from the start of day `fromDay` to the end of day `toDay` (days from today, local time). */
export function eventOnDays(name: string, description: string, fromDay = 0, toDay = fromDay): EventInput {
  return { name, description, startDate: localDayStart(fromDay), endDate: localDayEnd(toDay) };
}

/** The sample two-day event that starts today. */
export const designSummit = (): EventInput =>
  eventOnDays(
    'Future of Design Summit',
    'Two days of talks, workshops and hands-on exhibits about product design.',
    0,
    1,
  );

/** The sample one-evening event, `day` days from today. */
export const openSourceMeetup = (day: number): EventInput =>
  eventOnDays('Open Source Meetup', 'An evening of lightning talks.', day);
