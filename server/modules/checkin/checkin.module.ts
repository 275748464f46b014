/**
 * Admission: the public check-in at an exhibit, and the door (scan, look up, admit or let out, send the
 * pass again); at closing time, whoever is still inside is checked out (issue 32).
 */

import { startPeriodic } from '../../platform/periodic.ts';
import type { KioskServices } from '../kiosk/kiosk.module.ts';
import type { AppPlatform, AppServer } from '../module.ts';
import type { PassesServices } from '../passes/passes.module.ts';
import type { RegistrationsService } from '../registrations/registrations.service.ts';
import { createAdmissionsService } from './admissions.service.ts';
import { checkinRoutes } from './checkin.routes.ts';
import { endVisitsAtClosingTime } from './closing-time.ts';
import { doorRoutes } from './door.routes.ts';

export interface CheckinNeeds extends KioskServices {
  tokens: PassesServices['tokens'];
  registrations: RegistrationsService;
}

export async function registerCheckin(app: AppServer, platform: AppPlatform, needs: CheckinNeeds): Promise<void> {
  const { config, db, guards } = platform;
  const admissions = createAdmissionsService({
    db,
    tokens: needs.tokens,
    now: platform.now,
    timezone: config.timezone,
    earlyMinutes: config.checkinEarlyMinutes,
    changes: platform.changes,
    phoneRegion: config.phoneRegion,
  });
  await app.register(checkinRoutes, {
    admissions,
    rateLimit: platform.limits.publicSensitive,
    requireKioskDevice: needs.requireKioskDevice,
  });
  await app.register(doorRoutes, { admissions, registrations: needs.registrations, ...guards });
  // Closing time (issue 32): the instances running the workers check out whoever is still inside.
  if (!platform.workers) return;
  const closing = startPeriodic(
    'closing time',
    config.closingCheckSeconds,
    (stopping) => endVisitsAtClosingTime({ db, now: platform.now, timezone: config.timezone }, stopping),
    platform.log,
  );
  app.addHook('onClose', () => closing.stop());
}
