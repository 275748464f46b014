/** Door pairs from registrations: every exhibit of the registration's event, registrations interleaved. */
import { createQrTokens } from '../../server/modules/passes/qr-token.ts';
import type { DoorPair } from '../scenarios/door.ts';

export function doorPairs(
  registrations: { id: string; eventId: string }[],
  exhibitsByEvent: Map<string, string[]>,
  appSecret: string,
): DoorPair[] {
  const tokens = createQrTokens(appSecret);
  const qr = new Map(registrations.map((registration) => [registration.id, tokens.sign(registration.id)]));
  const most = Math.max(0, ...[...exhibitsByEvent.values()].map((ids) => ids.length));
  const pairs: DoorPair[] = [];
  for (let x = 0; x < most; x++) {
    for (const registration of registrations) {
      const exhibitId = exhibitsByEvent.get(registration.eventId)?.[x];
      if (exhibitId) pairs.push({ qrCode: qr.get(registration.id)!, registrationId: registration.id, exhibitId });
    }
  }
  return pairs;
}
