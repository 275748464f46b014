/**
 * Which devices may use the public check-in (KIOSK_CHECKIN): any in `open` mode, only those an
 * organiser enrolled in `enrolled` mode. Enrolling gives the device a new token (replacing the one it
 * had, if any); revoking removes the enrolment, and the device's cookie no longer opens anything.
 */

import { isUuid } from '../../../common/schemas.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { englishText, notFound } from '../../platform/http/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuditContext } from '../audit/audit-context.ts';
import { hashDeviceToken, newDeviceToken } from './device-token.ts';
import * as repo from './kiosk-devices.repository.ts';

export type KioskCheckinMode = 'open' | 'enrolled';

export const NOT_ENROLLED_MESSAGE = englishText('device_not_enrolled');

export interface KioskDevicesServiceDeps {
  db: Database;
  mode: KioskCheckinMode;
}

export function createKioskDevicesService({ db, mode }: KioskDevicesServiceDeps) {
  async function isEnrolled(token: string | undefined): Promise<boolean> {
    if (!token) return false;
    return (await repo.findDeviceId(db, hashDeviceToken(token))) !== null;
  }

  return {
    mode,
    isEnrolled,

    /** Whether a device holding this token may use the public check-in. */
    async mayCheckIn(token: string | undefined): Promise<boolean> {
      return mode === 'open' || (await isEnrolled(token));
    },

    /** Enrols the device making the request; `currentToken` is the token it already holds, if any. */
    async enrol(name: string, enrolledBy: string | null, currentToken: string | undefined, audit: AuditContext) {
      const token = newDeviceToken();
      const device = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Executor;
        if (currentToken) await repo.deleteDeviceByTokenHash(tx, hashDeviceToken(currentToken));
        const enrolled = await repo.insertDevice(tx, { name, tokenHash: hashDeviceToken(token), enrolledBy });
        await recordAudit(tx, audit, {
          action: 'kiosk.enrol',
          targetType: 'kiosk_device',
          targetId: enrolled.id,
          targetName: enrolled.name,
        });
        return enrolled;
      });
      return { device, token };
    },

    /** Every enrolled device, oldest first; `current` marks the one holding `currentToken`. */
    async list(currentToken: string | undefined) {
      const currentHash = currentToken ? hashDeviceToken(currentToken) : null;
      const rows = await repo.listDevices(db);
      return rows.map((row) => ({ ...row, current: row.tokenHash === currentHash }));
    },

    async revoke(id: string, audit: AuditContext): Promise<void> {
      const removed =
        isUuid(id) &&
        (await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Executor;
          if (!(await repo.deleteDevice(tx, id))) return false;
          await recordAudit(tx, audit, { action: 'kiosk.revoke', targetType: 'kiosk_device', targetId: id });
          return true;
        }));
      if (!removed) throw notFound('device_not_found');
    },
  };
}

export type KioskDevicesService = ReturnType<typeof createKioskDevicesService>;
