/**
 * Who may be admitted to an exhibit: one rule set for the door (admin admit) and the public
 * check-in, with a machine-readable reason and a human message for every refusal (DESIGN.md).
 * Plain function, no I/O: the caller gathers the facts inside its transaction.
 */
import type { AdmissionReason } from '../../../common/schemas.ts';
import { hasEnded } from '../events/event-status.ts';

export interface AdmissionFacts {
  registration: { id: string; eventId: string } | null;
  /** The registration's event. */
  event: { endDate: Date } | null;
  exhibit: { id: string; eventId: string; name: string; isActive: boolean; maxCapacity: number | null } | null;
  existingCheckin: { checkedInAt: Date } | null;
  /** Check-ins already recorded for the exhibit (only needed when it has a capacity). */
  checkedInCount: number;
  now: Date;
}

export type AdmissionDecision =
  | { allowed: true }
  | { allowed: false; reason: AdmissionReason; message: string; checkedInAt?: Date };

export function decideAdmission(facts: AdmissionFacts, formatTime: (date: Date) => string): AdmissionDecision {
  const { registration, event, exhibit, existingCheckin } = facts;
  if (!registration || !event) {
    return { allowed: false, reason: 'not_found', message: 'No registration was found for this pass.' };
  }
  if (!exhibit) return { allowed: false, reason: 'not_found', message: 'This exhibit does not exist.' };
  if (exhibit.eventId !== registration.eventId) {
    return {
      allowed: false,
      reason: 'wrong_event',
      message: `This pass is for another event, not for ${exhibit.name}.`,
    };
  }
  if (!exhibit.isActive) {
    return { allowed: false, reason: 'exhibit_inactive', message: `${exhibit.name} is not open for check-in.` };
  }
  if (hasEnded(event, facts.now)) {
    return { allowed: false, reason: 'event_ended', message: 'This event has ended.' };
  }
  if (existingCheckin) {
    return {
      allowed: false,
      reason: 'already_checked_in',
      message: `Already checked in to ${exhibit.name} at ${formatTime(existingCheckin.checkedInAt)}.`,
      checkedInAt: existingCheckin.checkedInAt,
    };
  }
  if (exhibit.maxCapacity !== null && facts.checkedInCount >= exhibit.maxCapacity) {
    return {
      allowed: false,
      reason: 'capacity_full',
      message: `${exhibit.name} is full (${exhibit.maxCapacity} ${exhibit.maxCapacity === 1 ? 'visitor' : 'visitors'}).`,
    };
  }
  return { allowed: true };
}

/** HTTP status of a refusal: unknown things are 404, a bad token 400, every other refusal 409. */
export function refusalStatus(reason: AdmissionReason): number {
  if (reason === 'invalid') return 400;
  if (reason === 'not_found') return 404;
  return 409;
}
