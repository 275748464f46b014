import { WAITING_LIST_SHOWN } from '@common/contracts/waiting-list';
import type { WaitingPerson } from '@common/responses';
import type { AdminEvent } from '@common/schemas';
import { Hourglass, Send, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { saveFeedback } from '@/components/form-dialog/save-feedback';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardIconTitle } from '@/components/ui/card';
import { CardError, CardSkeleton } from '@/components/ui/card-state';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { answerText } from '@/lib/error-text';
import { formatShortDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useEventStats } from '../api/admin-events';
import { useOfferPlace, useRemoveFromWaitingList, useWaitingList } from '../api/waiting-list';
import { listCountsKey, showsWaitingList, waitingListCountsText } from '../utils/waiting-list';

export interface WaitingListCardProps {
  event: AdminEvent;
  /** Whether "Offer a place now" and "Remove" are offered: an organiser, while the event has not ended. */
  canAct: boolean;
}

/**
 * The event's waiting list (issue 30 item 3), for an event with places or anyone on its list: who
 * waits in line and who has been offered a place, read again as the live numbers move; an organiser
 * offers a place now (out of turn) or removes someone, after a confirmation that names them.
 */
export function WaitingListCard({ event, canAct }: WaitingListCardProps) {
  const stats = useEventStats(event.id).data;
  if (!showsWaitingList(event.capacity, stats)) return null;
  return <WaitingList eventId={event.id} countsKey={listCountsKey(stats)} canAct={canAct} />;
}

interface Actions {
  canAct: boolean;
  /** The person an action is under way for: their buttons wait. */
  busyId: string | null;
  onOffer: (person: WaitingPerson) => void;
  onRemove: (person: WaitingPerson) => void;
}

function WaitingList({ eventId, countsKey, canAct }: { eventId: string; countsKey?: string; canAct: boolean }) {
  const { t } = useTranslation(['registrations', 'errors']);
  const list = useWaitingList(eventId, countsKey);
  const offer = useOfferPlace(eventId);
  const remove = useRemoveFromWaitingList(eventId);
  const [removing, setRemoving] = useState<WaitingPerson | null>(null);
  const data = list.data;
  const items = data?.items ?? [];
  const busyId = offer.isPending ? (offer.variables ?? null) : remove.isPending ? (remove.variables ?? null) : null;

  const onOffer = (person: WaitingPerson) =>
    offer.mutate(
      person.id,
      saveFeedback({
        saved: (offered) => ({
          title: t('registrations:waiting.offered'),
          description: offered.offeredUntil
            ? t('registrations:waiting.emailedUntil', {
                name: offered.name,
                time: formatShortDateTime(offered.offeredUntil),
              })
            : t('registrations:waiting.emailed', { name: offered.name }),
        }),
        failed: t('registrations:waiting.notOffered'),
      }),
    );
  const onConfirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      removing.id,
      saveFeedback({
        saved: (answer) => ({ title: answerText(t, answer), description: removing.name }),
        failed: t('registrations:waiting.notRemoved'),
        onSaved: () => setRemoving(null),
      }),
    );
  };
  const actions: Actions = { canAct, busyId, onOffer, onRemove: setRemoving };

  return (
    <Card>
      <div className="grid gap-1 p-5 sm:p-6">
        <CardIconTitle icon={Hourglass}>{t('registrations:waiting.title')}</CardIconTitle>
        <CardDescription>{data ? waitingListCountsText(t, data) : t('registrations:waiting.loading')}</CardDescription>
      </div>
      <CardContent className="grid gap-3">
        {list.isPending ? (
          <CardSkeleton label={t('registrations:waiting.loading')} className="grid gap-2" blocks={['h-9', 'h-9']} />
        ) : list.isError ? (
          <CardError
            failed={t('registrations:waiting.loadFailed')}
            error={list.error}
            hint={t('registrations:card.tryAgain')}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={Hourglass}
            title={t('registrations:waiting.empty.title')}
            description={t('registrations:waiting.empty.description')}
          />
        ) : (
          <>
            <WaitingTable items={items} actions={actions} />
            <WaitingCards items={items} actions={actions} />
            {data && data.waiting + data.offered > items.length ? (
              <p className="text-sm text-muted-foreground">
                {t('registrations:waiting.firstShown', { count: WAITING_LIST_SHOWN })}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
      <Dialog open={removing !== null} onOpenChange={(open) => !open && !remove.isPending && setRemoving(null)}>
        {removing ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t('registrations:waiting.remove.title', { name: removing.name })}</DialogTitle>
              <DialogDescription>
                {removing.status === 'offered'
                  ? t('registrations:waiting.remove.offered')
                  : t('registrations:waiting.remove.waiting')}{' '}
                {t('registrations:waiting.remove.told')}
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setRemoving(null)} disabled={remove.isPending}>
                {t('registrations:action.cancel')}
              </Button>
              <Button variant="destructive" onClick={onConfirmRemove} disabled={remove.isPending}>
                {remove.isPending ? t('registrations:waiting.removing') : t('registrations:waiting.remove.confirm')}
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}

function StatusBadge({ person }: { person: WaitingPerson }) {
  const { t } = useTranslation('registrations');
  return person.status === 'offered' ? (
    <Badge variant="warning">{t('registrations:status.offered')}</Badge>
  ) : (
    <Badge variant="secondary">{t('registrations:status.waiting')}</Badge>
  );
}

/** A row's buttons; each names its person for a screen reader (the rows' buttons read alike otherwise). */
function RowActions({ person, actions }: { person: WaitingPerson; actions: Actions }) {
  const { t } = useTranslation('registrations');
  const busy = actions.busyId !== null;
  const offering = actions.busyId === person.id;
  return (
    <div className="flex flex-wrap gap-2">
      {person.status === 'waiting' ? (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => actions.onOffer(person)}
          aria-label={
            offering
              ? t('registrations:waiting.offeringTo', { name: person.name })
              : t('registrations:waiting.offerNowTo', { name: person.name })
          }
        >
          <Send className="rtl:-scale-x-100" aria-hidden="true" />
          {offering ? t('registrations:waiting.offering') : t('registrations:waiting.offerNow')}
        </Button>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        className="text-destructive hover:bg-destructive-soft"
        disabled={busy}
        aria-haspopup="dialog"
        aria-label={t('registrations:waiting.removePerson', { name: person.name })}
        onClick={() => actions.onRemove(person)}
      >
        <UserMinus aria-hidden="true" />
        {t('registrations:waiting.remove')}
      </Button>
    </div>
  );
}

/** On a wide screen: a table. */
function WaitingTable({ items, actions }: { items: WaitingPerson[]; actions: Actions }) {
  const { t } = useTranslation('registrations');
  return (
    <div className="hidden min-w-0 lg:block">
      <Table aria-label={t('registrations:waiting.title')}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-12">{t('registrations:waiting.position')}</TableHead>
            <TableHead>{t('registrations:table.name')}</TableHead>
            <TableHead>{t('registrations:table.email')}</TableHead>
            <TableHead className="whitespace-nowrap">{t('registrations:waiting.joined')}</TableHead>
            <TableHead className="whitespace-nowrap">{t('registrations:waiting.offeredUntil')}</TableHead>
            <TableHead>{t('registrations:table.status')}</TableHead>
            {actions.canAct ? (
              <TableHead>
                <span className="sr-only">{t('registrations:waiting.actions')}</span>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((person) => (
            <TableRow key={person.id}>
              <TableCell className="font-semibold tabular-nums">{person.position ?? '—'}</TableCell>
              <TableCell className="min-w-28 font-medium break-words">{person.name}</TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                <span dir="ltr">{person.email}</span>
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatShortDateTime(person.joinedAt)}</TableCell>
              <TableCell className="whitespace-nowrap">
                {person.offeredUntil ? formatShortDateTime(person.offeredUntil) : '—'}
              </TableCell>
              <TableCell>
                <StatusBadge person={person} />
              </TableCell>
              {actions.canAct ? (
                <TableCell>
                  <RowActions person={person} actions={actions} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** On a phone or a tablet: one card per person, their buttons under them. */
function WaitingCards({ items, actions }: { items: WaitingPerson[]; actions: Actions }) {
  const { t } = useTranslation('registrations');
  return (
    <ul aria-label={t('registrations:waiting.title')} className="grid gap-3 sm:grid-cols-2 lg:hidden">
      {items.map((person) => (
        <li key={person.id} className="grid gap-2 rounded-lg border border-border p-4">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-semibold break-words">
              {person.position === null ? null : (
                <span className="text-muted-foreground tabular-nums">{person.position}. </span>
              )}
              {person.name}
            </p>
            <StatusBadge person={person} />
          </div>
          <div className="grid gap-0.5 text-sm">
            <p className="break-all text-muted-foreground">
              <span dir="ltr">{person.email}</span>
            </p>
            <p>{t('registrations:waiting.joinedAt', { time: formatShortDateTime(person.joinedAt) })}</p>
            {person.offeredUntil ? (
              <p>{t('registrations:waiting.offeredUntilAt', { time: formatShortDateTime(person.offeredUntil) })}</p>
            ) : null}
          </div>
          {actions.canAct ? <RowActions person={person} actions={actions} /> : null}
        </li>
      ))}
    </ul>
  );
}
