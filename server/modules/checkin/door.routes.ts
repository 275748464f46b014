/** The door: scan a pass or look a visitor up, admit to exhibits, resend the pass (SPEC section 7). */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doorCalls as calls } from '../../../common/contracts/door.ts';
import { minutesInside } from '../../../common/occupancy.ts';
import type { AdmitPassResponse, AdmitResponse, ScanResult } from '../../../common/responses.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
import { spokenAnswer } from '../../platform/http/errors.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { auditContext } from '../audit/audit-context.ts';
import type { RegistrationsService } from '../registrations/registrations.service.ts';
import { refusal } from './admission-http.ts';
import type { AdmissionsService } from './admissions.service.ts';
import type { CheckinResult } from './checkin.service.ts';

/** A door's answer to an admit: "Admitted to Hall A.", or "Goodbye, Ada." with the time inside (issue 32). */
function admitted(result: Extract<CheckinResult, { ok: true }>): AdmitResponse {
  if (!result.exit) {
    return {
      ...spokenAnswer('admitted_to', { exhibitName: result.exhibit.name }),
      checkedInAt: result.checkedInAt.toISOString(),
    };
  }
  const minutes = minutesInside(result.exit.enteredAt, result.exit.exitedAt);
  return {
    ...spokenAnswer('goodbye', { name: result.registration.name, minutes }),
    checkedInAt: result.exit.exitedAt.toISOString(),
    direction: 'exit',
    enteredAt: result.exit.enteredAt.toISOString(),
    minutesInside: minutes,
  };
}

export interface DoorDeps extends AdminRouteGuards {
  admissions: AdmissionsService;
  registrations: RegistrationsService;
}

export const doorRoutes: FastifyPluginAsyncZod<DoorDeps> = async (app, deps) => {
  const { admissions, registrations } = deps;

  adminScope(app, deps, (admin) => {
    admin.post(
      calls.validateQr.route,
      schemaOf(calls.validateQr),
      async (request): Promise<ScanResult> => admissions.scan(request.body.qrCode, auditContext(request)),
    );

    admin.post(
      calls.lookupUser.route,
      schemaOf(calls.lookupUser),
      async (request): Promise<ScanResult> => admissions.lookup(request.body.emailOrPhone, request.body.registrationId),
    );

    admin.post(calls.admit.route, schemaOf(calls.admit), async (request): Promise<AdmitResponse> => {
      const result = await admissions.admit({ ...request.body, audit: auditContext(request) });
      if (!result.ok) throw refusal(result);
      return admitted(result);
    });

    admin.post(calls.admitPass.route, schemaOf(calls.admitPass), async (request): Promise<AdmitPassResponse> => {
      const { qrCode, exhibitId, requestId, direction } = request.body;
      const { result, occupancy } = await admissions.admitPass(
        qrCode,
        exhibitId,
        requestId,
        auditContext(request),
        direction,
      );
      if (!result.ok) throw refusal(result);
      return {
        ...admitted(result),
        registration: { id: result.registration.id, name: result.registration.name },
        exhibit: result.exhibit,
        remaining: occupancy?.remaining ?? null,
        ...(occupancy ? { inside: occupancy.inside, capacityMode: occupancy.capacityMode } : {}),
      };
    });

    admin.post(calls.resendQr.route, schemaOf(calls.resendQr), async (request) => {
      const registration = await registrations.resendPass(request.body.registrationId, auditContext(request));
      return spokenAnswer('pass_sent_to', { email: registration.email });
    });
  });
};
