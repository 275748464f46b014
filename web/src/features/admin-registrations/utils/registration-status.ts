/**
 * Where a registration stands, as the organiser's table and panel say it (issue 30 item 5): a badge
 * per status, and for a cancelled one who cancelled, when, and why.
 */

import type { TFunction } from '@common/i18n/translator';
import type { CancelledBy, RegistrationStatus } from '@common/registration-status';
import type { BadgeProps } from '@/components/ui/badge';

export const statusBadges: Record<RegistrationStatus, { variant: BadgeProps['variant'] }> = {
  registered: { variant: 'success' },
  waiting: { variant: 'secondary' },
  // Held for a while only: the one status that asks for attention.
  offered: { variant: 'warning' },
  cancelled: { variant: 'muted' },
};

/** A status's word on its badge, in the reader's language (the `registrations` namespace). */
export function statusLabel(t: TFunction, status: RegistrationStatus): string {
  switch (status) {
    case 'registered':
      return t('registrations:status.registered');
    case 'waiting':
      return t('registrations:status.waiting');
    case 'offered':
      return t('registrations:status.offered');
    case 'cancelled':
      return t('registrations:status.cancelled');
  }
}

export interface StatusFacts {
  status: RegistrationStatus;
  offeredUntil: string | null;
  cancelledAt: string | null;
  cancelledBy: CancelledBy | null;
  cancelReason: string | null;
}

/**
 * The panel's sentence about a registration that has no place (null for one that has): "Cancelled
 * by the organiser on Mar 3, 2:05 PM: Booked twice", by the visitor, an offer unclaimed in time, a
 * place offered until when, or waiting. `when` writes a time as the app does; `t` the reader's words.
 */
export function statusSentence(facts: StatusFacts, when: (time: string) => string, t: TFunction): string | null {
  switch (facts.status) {
    case 'registered':
      return null;
    case 'waiting':
      return t('registrations:sentence.waiting');
    case 'offered':
      return facts.offeredUntil
        ? t('registrations:sentence.offeredUntil', { time: when(facts.offeredUntil) })
        : t('registrations:sentence.offered');
    case 'cancelled': {
      const time = facts.cancelledAt ? when(facts.cancelledAt) : null;
      if (facts.cancelledBy === 'system') {
        return time === null ? t('registrations:sentence.expired') : t('registrations:sentence.expiredOn', { time });
      }
      const by = facts.cancelledBy ?? 'unknown';
      const reason = facts.cancelReason?.trim();
      if (time === null) {
        return reason
          ? t('registrations:sentence.cancelledReason', { by, reason })
          : t('registrations:sentence.cancelled', { by });
      }
      return reason
        ? t('registrations:sentence.cancelledOnReason', { by, time, reason })
        : t('registrations:sentence.cancelledOn', { by, time });
    }
  }
}
