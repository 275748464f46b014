/** Kiosk devices: which devices may use the public check-in (KIOSK_CHECKIN), enrolled by organisers. */
import type { FastifyRequest } from 'fastify';
import { apiPaths } from '../../../common/api-paths.ts';
import { mayCall } from '../admin-auth/permissions.ts';
import type { AppPlatform, AppServer } from '../module.ts';
import { kioskRoutes } from './kiosk.routes.ts';
import { createKioskDevicesService } from './kiosk-devices.service.ts';
import { createKioskGuard } from './kiosk-guard.ts';

export interface KioskServices {
  /** The public check-in's guard: refuses a device that may not check visitors in. */
  requireKioskDevice: (request: FastifyRequest) => Promise<void>;
}

export async function registerKiosk(app: AppServer, platform: AppPlatform): Promise<KioskServices> {
  const devices = createKioskDevicesService({ db: platform.db, mode: platform.config.kioskCheckin });
  await app.register(kioskRoutes, {
    devices,
    sessions: platform.sessions,
    secureCookies: platform.secureCookies,
    mayEnrol: (role) => mayCall(role, 'POST', apiPaths.admin.kioskDevices.route),
    ...platform.guards,
  });
  return { requireKioskDevice: createKioskGuard(devices) };
}
