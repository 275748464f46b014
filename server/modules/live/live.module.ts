/** An event's live numbers and admissions, streamed to organisers' screens (decision 024). */
import type { AppPlatform, AppServer } from '../module.ts';
import { liveRoutes } from './live.routes.ts';
import { createLiveService } from './live.service.ts';

export async function registerLive(app: AppServer, platform: AppPlatform): Promise<void> {
  const { db, sessions } = platform;
  const live = createLiveService({
    db,
    changes: platform.changes,
    streams: platform.streams,
    sessions,
    maxStreams: platform.config.liveStreamsMax,
    // RATE_LIMIT_PER_MINUTE=0 turns every limit off (load tests), these too.
    ...(platform.config.rateLimitPerMinute === 0 && { maxPerSession: Infinity, maxPerAddress: Infinity }),
    log: platform.log,
  });
  await app.register(liveRoutes, { db, sessions, live, ...platform.guards });
}
