/**
 * The organiser's waiting list card (issue 30 item 3): when the event page shows it, what its header
 * says, and when the live numbers mean the list has changed.
 */
import type { TFunction } from '@common/i18n/translator';
import { formatLocale } from '@/lib/format';

/** The event's counts that move the list: anyone joining, leaving, offered, claiming or expiring. */
export interface ListCounts {
  registered: number;
  waiting: number;
  offered: number;
}

/** Shown for an event with places, or (places removed since) with anyone still waiting or offered. */
export const showsWaitingList = (
  capacity: number | null,
  counts: Pick<ListCounts, 'waiting' | 'offered'> | undefined,
) => capacity !== null || (counts !== undefined && counts.waiting + counts.offered > 0);

/** "3 waiting · 1 offered", its numbers written as the reader's locale writes them ("1,200" in English). */
export const waitingListCountsText = (
  t: TFunction,
  { waiting, offered }: Pick<ListCounts, 'waiting' | 'offered'>,
  locale = formatLocale(),
) =>
  t('registrations:waiting.counts', {
    waiting: waiting.toLocaleString(locale),
    offered: offered.toLocaleString(locale),
  });

/**
 * What the list depends on, as one value: when the live numbers change it, the list is read again.
 * A claim moves `offered` to `registered`; an offer `waiting` to `offered`; a new visitor `waiting`.
 */
export const listCountsKey = (counts: ListCounts | undefined): string | undefined =>
  counts ? `${counts.registered}/${counts.waiting}/${counts.offered}` : undefined;
