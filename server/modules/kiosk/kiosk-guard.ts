/** The public check-in's guard when KIOSK_CHECKIN=enrolled: a device an organiser did not enrol gets 403. */
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../platform/http/errors.ts';
import { deviceToken } from './device-token.ts';
import type { KioskDevicesService } from './kiosk-devices.service.ts';

export function createKioskGuard(devices: KioskDevicesService) {
  return async function requireKioskDevice(request: FastifyRequest): Promise<void> {
    if (!(await devices.mayCheckIn(deviceToken(request)))) throw forbidden('device_not_enrolled');
  };
}
