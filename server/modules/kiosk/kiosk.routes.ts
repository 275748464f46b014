/** The public check-in's devices (KIOSK_CHECKIN): this device's standing, and the organiser's enrol, list and revoke. */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kioskCalls as calls } from '../../../common/contracts/kiosk.ts';
import { kioskPublicCalls } from '../../../common/contracts/kiosk-public.ts';
import type { KioskDeviceStatus } from '../../../common/responses.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
import { spokenAnswer } from '../../platform/http/errors.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { type SessionStore, sessionToken } from '../../platform/http/sessions.ts';
import { auditContext } from '../audit/audit-context.ts';
import { deviceToken, setDeviceCookie } from './device-token.ts';
import type { KioskDevicesService } from './kiosk-devices.service.ts';

export interface KioskDeps extends AdminRouteGuards {
  devices: KioskDevicesService;
  sessions: SessionStore;
  secureCookies: boolean;
  /** Whether a staff role may enrol a device (the permission table's answer; a door account may not). */
  mayEnrol: (role: string) => boolean;
}

export const kioskRoutes: FastifyPluginAsyncZod<KioskDeps> = async (app, deps) => {
  const { devices } = deps;

  app.get(
    kioskPublicCalls.device.route,
    schemaOf(kioskPublicCalls.device),
    async (request): Promise<KioskDeviceStatus> => {
      const enrolled = await devices.isEnrolled(deviceToken(request));
      const session = devices.mode === 'enrolled' && !enrolled ? await deps.sessions.find(sessionToken(request)) : null;
      const canEnrol = session !== null && deps.mayEnrol(session.role);
      return { mode: devices.mode, enrolled, canEnrol };
    },
  );

  adminScope(app, deps, (admin) => {
    admin.get(calls.list.route, schemaOf(calls.list), async (request) => devices.list(deviceToken(request)));

    admin.post(calls.enrol.route, schemaOf(calls.enrol), async (request, reply) => {
      const { device, token } = await devices.enrol(
        request.body.name,
        request.admin?.username ?? null,
        deviceToken(request),
        auditContext(request),
      );
      setDeviceCookie(reply, token, deps.secureCookies);
      return reply.status(201).send({ ...device, current: true });
    });

    admin.delete(calls.revoke.route, schemaOf(calls.revoke), async (request) => {
      await devices.revoke(request.params.id, auditContext(request));
      return spokenAnswer('device_revoked');
    });
  });
};
