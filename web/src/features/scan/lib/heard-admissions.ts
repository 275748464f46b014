/**
 * What the door heard on its event's live stream (issue 15): the admissions made by other devices, so
 * a pass admitted elsewhere is answered "Already admitted by …" before any admit is tried, and the
 * admissions this device made or is making, whose echo on the stream is not "elsewhere".
 * Plain data structure, no I/O; bounded (the oldest are forgotten first).
 */
import type { TFunction } from '@common/i18n/translator';
import type { LiveCheckin } from '@common/live-events';
import { formatClock } from '@/lib/format';

export interface AdmittedElsewhere {
  /** The account that admitted (its username); null: the visitor's own public check-in. */
  by: string | null;
  /** ISO time */
  checkedInAt: string;
}

/** How many admissions are remembered: a long day at a large event, in a few hundred kB. */
const KEPT = 20_000;
/** Within this, an admission happened "a moment ago"; after it, "at 10:02 AM". */
export const A_MOMENT_MS = 60_000;

const keyOf = (registrationId: string, exhibitId: string) => `${registrationId}:${exhibitId}`;

export class HeardAdmissions {
  private readonly elsewhere = new Map<string, AdmittedElsewhere>();
  private readonly mine = new Set<string>();

  constructor(private readonly kept = KEPT) {}

  /** An admission on the stream; true when another device made it (this device's own are not remembered). */
  hear(checkin: LiveCheckin): boolean {
    const key = keyOf(checkin.registrationId, checkin.exhibitId);
    if (this.mine.has(key)) return false;
    this.elsewhere.delete(key);
    this.elsewhere.set(key, { by: checkin.by, checkedInAt: checkin.checkedInAt });
    if (this.elsewhere.size > this.kept) this.elsewhere.delete(this.elsewhere.keys().next().value!);
    return true;
  }

  /** This device is admitting the visitor to the exhibit: its echo on the stream is its own. */
  admitting(registrationId: string, exhibitId: string): void {
    const key = keyOf(registrationId, exhibitId);
    this.mine.add(key);
    if (this.mine.size > this.kept) this.mine.delete(this.mine.values().next().value!);
  }

  /** The admit was refused or failed: an admission heard from now on is another device's. */
  notAdmitted(registrationId: string, exhibitId: string): void {
    this.mine.delete(keyOf(registrationId, exhibitId));
  }

  /** Who admitted the visitor to the exhibit on another device, if the stream told. */
  find(registrationId: string, exhibitId: string): AdmittedElsewhere | null {
    return this.elsewhere.get(keyOf(registrationId, exhibitId)) ?? null;
  }
}

/**
 * "Already admitted by door-2 a moment ago." within a minute, "Already admitted by door-2 at 10:02 AM."
 * after; the public check-in (no account) is named as such.
 */
export function admittedElsewhereText(t: TFunction, { by, checkedInAt }: AdmittedElsewhere, now: Date): string {
  const who = by ?? t('door:already.publicCheckin');
  const at = new Date(checkedInAt);
  if (Number.isNaN(at.getTime())) return t('door:already.admittedBy', { who });
  return now.getTime() - at.getTime() < A_MOMENT_MS
    ? t('door:already.admittedByMoment', { who })
    : t('door:already.admittedByAt', { who, time: formatClock(at) });
}
