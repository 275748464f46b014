/**
 * Where a registration stands, as the organiser's table and panel say it (issue 30 item 5): a badge
 * per status, and for a cancelled one who cancelled, when, and why.
 */
import type { CancelledBy, RegistrationStatus } from '@common/registration-status';
import type { BadgeProps } from '@/components/ui/badge';

export const statusBadges: Record<RegistrationStatus, { label: string; variant: BadgeProps['variant'] }> = {
  registered: { label: 'Registered', variant: 'success' },
  waiting: { label: 'Waiting', variant: 'secondary' },
  // Held for a while only: the one status that asks for attention.
  offered: { label: 'Offered', variant: 'warning' },
  cancelled: { label: 'Cancelled', variant: 'muted' },
};

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
 * place offered until when, or waiting. `when` writes a time as the app does.
 */
export function statusSentence(facts: StatusFacts, when: (time: string) => string): string | null {
  switch (facts.status) {
    case 'registered':
      return null;
    case 'waiting':
      return 'On the waiting list: no pass until a place is offered and claimed.';
    case 'offered':
      return facts.offeredUntil
        ? `Offered a place from the waiting list, to claim by ${when(facts.offeredUntil)}.`
        : 'Offered a place from the waiting list.';
    case 'cancelled': {
      const on = facts.cancelledAt ? ` on ${when(facts.cancelledAt)}` : '';
      if (facts.cancelledBy === 'system') return `The place offered was not claimed in time: cancelled${on}.`;
      const by = facts.cancelledBy === 'organiser' ? ' by the organiser' : facts.cancelledBy ? ' by the visitor' : '';
      const reason = facts.cancelReason?.trim();
      return reason ? `Cancelled${by}${on}: ${reason}` : `Cancelled${by}${on}.`;
    }
  }
}
