/**
 * The door's calls answered from the device's copy (issue 16 item 3): the same answers as the
 * server's, with the same rules, reasons and words (common/offline-admission.ts); an admission joins
 * the queue and says "Admitted (offline)".
 */
import { decideOffline } from '@common/offline-admission';
import type { AdmitPassResponse, AdmitResponse, ScanResult } from '@common/schemas';
import { ApiError } from '@/lib/api-client';
import { doorDb } from '@/lib/door-db';
import { lookupOffline, ownAdmits, registrationOfPass } from './door-copy';
import { enqueueAdmit } from './door-sync';

/** An offline answer is marked so the page can say it. */
export type Offline<T> = T & { offline?: true };

/** A refusal in the shape of the server's (an ApiError with the reason and message in its body). */
const refusal = (reason: string, message: string, checkedInAt?: string) =>
  new ApiError(409, JSON.stringify({ reason, message, checkedInAt }), 'Conflict', message);

/** Admits a registration of the copy to an exhibit offline, or throws the refusal. */
export async function admitOffline(
  input: {
    registrationId: string;
    exhibitId: string;
    requestId: string;
  },
  /** The account signed in here, for "Already checked in … by door1" on a later scan offline. */
  by: string | null = null,
): Promise<Offline<AdmitResponse> & { name: string; exhibitName: string; remaining: number | null }> {
  const db = await doorDb();
  const registration = await db.get('registrations', input.registrationId);
  const copy = registration && (await db.get('events', registration.eventId));
  const exhibit = copy?.exhibits.find((item) => item.id === input.exhibitId) ?? null;
  const now = new Date();
  const decision = decideOffline(
    {
      policy: copy?.policy ?? { timezone: 'UTC', earlyMinutes: 0 },
      registration: registration ?? null,
      event: copy?.event ?? null,
      exhibit,
      ownAdmits: await ownAdmits(db),
      now,
    },
    { kind: 'registration' },
  );
  if (!decision.allowed) {
    throw refusal(decision.reason, decision.message, decision.checkedInAt?.toISOString());
  }
  // decideOffline refuses without a registration, an event or an exhibit.
  const checkedInAt = now.toISOString();
  await enqueueAdmit({
    requestId: input.requestId,
    registrationId: registration!.id,
    exhibitId: exhibit!.id,
    eventId: registration!.eventId,
    admittedAt: checkedInAt,
    name: registration!.name,
    exhibitName: exhibit!.name,
    by,
  });
  return {
    // The server's kind of answer, in English: the page says it in the reader's language (offline-view.ts).
    message: `Checked in to ${exhibit!.name} on this device; it syncs when the server answers.`,
    checkedInAt,
    offline: true,
    name: registration!.name,
    exhibitName: exhibit!.name,
    remaining: decision.remaining,
  };
}

/** "Admit on scan" offline: the pass checked against the copy, then admitted. */
export async function admitPassOffline(
  input: {
    qrCode: string;
    exhibitId: string;
    requestId: string;
  },
  by: string | null = null,
): Promise<Offline<AdmitPassResponse>> {
  const found = await registrationOfPass(input.qrCode);
  if ('isValid' in found) throw refusal(found.reason ?? 'invalid', found.message ?? 'Not admitted.');
  const admitted = await admitOffline(
    { registrationId: found.id, exhibitId: input.exhibitId, requestId: input.requestId },
    by,
  );
  return {
    message: admitted.message,
    checkedInAt: admitted.checkedInAt,
    offline: true,
    registration: { id: found.id, name: admitted.name },
    exhibit: { id: input.exhibitId, name: admitted.exhibitName },
    remaining: admitted.remaining,
  };
}

/** A lookup in the copy; none found is the server's 404. */
export async function lookupInCopy(emailOrPhone: string, registrationId?: string): Promise<ScanResult> {
  const found = await lookupOffline(emailOrPhone, registrationId);
  if (!found) throw new ApiError(404, '', 'Not Found', undefined);
  return found;
}
