/**
 * The door's offline admission (issue 16, decision 027): the same rule set as online
 * (admission-rules.ts), run in the browser against the device's local copy of an event
 * (`GET /api/admin/door/events/{id}/passes`). Plain functions, no I/O: the page looks the pass's
 * registration, its event and the exhibit up in its copy, and hands them over with its own admits
 * that the copy does not know yet.
 *
 * A pass is recognised without any secret: the copy holds, per registration, the SHA-256 of its pass
 * (`passHash`); the device hashes the text it scanned and compares. A forged or altered pass matches
 * no hash and is `invalid`, as online.
 */
import type { AdmissionReason } from './admission-reasons.ts';
import { type AdmissionPolicy, decideAdmission } from './admission-rules.ts';
import { type PhoneRegion, phoneLookupDigits } from './phone-number.ts';

/** An exhibit as the local copy has it: times are ISO 8601 texts, as the server sent them. */
export interface OfflineExhibit {
  id: string;
  eventId: string;
  name: string;
  isActive: boolean;
  maxCapacity: number | null;
  /** Noon of the exhibit's day in the server's time zone. */
  date: string;
  startTime: string;
  endTime: string;
  /** Places left when the copy was last refreshed (null: no capacity). */
  remaining: number | null;
}

/** A check-in as the copy has it: where and when (who admitted is not in the copy: the door does not show it). */
export interface OfflineCheckin {
  exhibitId: string;
  checkedInAt: string;
}

export interface OfflineRegistration {
  id: string;
  eventId: string;
  /** SHA-256 of the pass's text, base64url; null when the server no longer accepts the pass. */
  passHash: string | null;
  checkins: OfflineCheckin[];
  /**
   * When the visitor cancelled (issue 30 item 2), ISO 8601; null or absent: not cancelled. The copy
   * carries cancelled registrations so the door refuses their pass offline too (`cancelled`).
   */
  cancelledAt?: string | null;
}

/**
 * An admission the device knows of that its copy does not show yet: made offline (queued, or sent
 * since the last refresh), made online by this device, or heard on the event's live stream (issue 29
 * item 1). One registration is admitted to an exhibit once, so two of them for the same pair are one.
 */
export interface OwnAdmit {
  registrationId: string;
  exhibitId: string;
  admittedAt: string;
  /** The account that admitted (its username), where known; null: the public check-in or not known. */
  by?: string | null;
}

/** The device's admission of the registration to the exhibit, if any: the first, which is the one that stands. */
export function ownAdmitOf<T extends OwnAdmit>(ownAdmits: readonly T[], registrationId: string, exhibitId: string) {
  let first: T | undefined;
  for (const admit of ownAdmits) {
    if (admit.registrationId !== registrationId || admit.exhibitId !== exhibitId) continue;
    if (!first || admit.admittedAt < first.admittedAt) first = admit;
  }
  return first;
}

/** Places taken at the exhibit by admissions the copy does not show yet: one per registration. */
export function ownAdmitsAt(ownAdmits: readonly OwnAdmit[], exhibitId: string): number {
  return new Set(ownAdmits.filter((admit) => admit.exhibitId === exhibitId).map((admit) => admit.registrationId)).size;
}

export type OfflineScan =
  /** A scanned pass: its text, and `passHash(text)`. */
  | { kind: 'pass'; text: string; hash: string }
  /** A registration chosen after a lookup by e-mail or phone in the copy. */
  | { kind: 'registration' };

export interface OfflineFacts {
  /** The server's APP_TIMEZONE and CHECKIN_EARLY_MINUTES, as the copy received them. */
  policy: { timezone: string; earlyMinutes: number };
  /** The registration the pass names (`passRegistrationId`) or the lookup chose; null when the copy has none. */
  registration: OfflineRegistration | null;
  /** The registration's event; null when the copy has none. */
  event: { endDate: string } | null;
  exhibit: OfflineExhibit | null;
  ownAdmits: readonly OwnAdmit[];
  now: Date;
}

export type OfflineDecision =
  | {
      allowed: true;
      /** Places left after this admission, as far as this device knows (null: no capacity). */
      remaining: number | null;
    }
  | {
      allowed: false;
      reason: AdmissionReason;
      message: string;
      checkedInAt?: Date;
    };

export const INVALID_PASS_MESSAGE = 'This QR code is not valid or has expired.';
export const NOT_IN_COPY_MESSAGE =
  "This pass is not in this device's copy (registered after its last update, or for another event).";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The registration id a pass's text names (`v2.<id>.<signature>`), or null for text that is no pass. */
export function passRegistrationId(text: string): string | null {
  const parts = text.trim().split('.');
  if (parts.length !== 3 || !/^v\d+$/.test(parts[0]!) || !parts[2]) return null;
  return UUID.test(parts[1]!) ? parts[1]! : null;
}

/** SHA-256 of a pass's text (trimmed, as the server reads it), base64url: what the copy's `passHash` holds. */
export async function passHash(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text.trim())));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Whether an offline admission of `facts.registration` to `facts.exhibit` is allowed now, with the
 * online rules' reasons and messages. A capacity-limited exhibit admits only while the places left at
 * the last refresh, less this device's own admits there since, are above zero.
 */
export function decideOffline(facts: OfflineFacts, scan: OfflineScan): OfflineDecision {
  const { registration, exhibit, ownAdmits } = facts;
  if (scan.kind === 'pass') {
    const id = passRegistrationId(scan.text);
    if (!id) return { allowed: false, reason: 'invalid', message: INVALID_PASS_MESSAGE };
    if (!registration || registration.id !== id) {
      return { allowed: false, reason: 'not_found', message: NOT_IN_COPY_MESSAGE };
    }
    if (registration.passHash === null || registration.passHash !== scan.hash) {
      return { allowed: false, reason: 'invalid', message: INVALID_PASS_MESSAGE };
    }
  }
  const policy: AdmissionPolicy = { ...facts.policy, showCheckinTime: true };
  const recorded = exhibit && registration?.checkins.find((checkin) => checkin.exhibitId === exhibit.id);
  const own = exhibit && registration ? ownAdmitOf(ownAdmits, registration.id, exhibit.id) : undefined;
  const existing = recorded
    ? { checkedInAt: new Date(recorded.checkedInAt) }
    : own
      ? { checkedInAt: new Date(own.admittedAt) }
      : null;
  const ownHere = exhibit ? ownAdmitsAt(ownAdmits, exhibit.id) : 0;
  const known = exhibit?.maxCapacity != null ? Math.max(0, exhibit.remaining ?? 0) - ownHere : null;

  const decision = decideAdmission(
    {
      registration: registration && {
        id: registration.id,
        eventId: registration.eventId,
        ...(registration.cancelledAt
          ? { status: 'cancelled', cancelledAt: new Date(registration.cancelledAt) }
          : { status: 'registered' }),
      },
      event: facts.event && { endDate: new Date(facts.event.endDate) },
      exhibit: exhibit && { ...exhibit, date: new Date(exhibit.date) },
      existingCheckin: existing,
      checkedInCount: exhibit?.maxCapacity != null && known !== null ? exhibit.maxCapacity - known : 0,
      now: facts.now,
    },
    policy,
  );
  if (decision.allowed) return { allowed: true, remaining: known === null ? null : known - 1 };
  // The device knows who made its own admissions and those it heard of: "… at 10:02 AM by door1."
  if (decision.reason === 'already_checked_in' && !recorded && own?.by) {
    return { ...decision, message: withAdmitter(decision.message, own.by) };
  }
  return decision;
}

/** "… at 10:02 AM by door-2." for a refusal that names who admitted first. */
export function withAdmitter(message: string, by: string | null | undefined): string {
  return by ? `${message.replace(/\.$/, '')} by ${by}.` : message;
}

/**
 * Whether a lookup's text finds this registration, as online: the same e-mail (any case), or the same
 * phone number in any form (its E.164 digits, read with PHONE_REGION; or the same digits as typed).
 */
export function matchesLookup(
  registration: { email: string; phoneDigits: string },
  emailOrPhone: string,
  phoneRegion: PhoneRegion | null,
): boolean {
  const text = emailOrPhone.trim();
  if (text.includes('@')) return registration.email.toLowerCase() === text.toLowerCase();
  return phoneLookupDigits(text, phoneRegion).includes(registration.phoneDigits);
}
