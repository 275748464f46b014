/**
 * The Activity screen (issue 14): the audit trail, newest first, for the whole deployment or one event:
 * who did what, when and from where, with filters, "Load more", and a CSV of the same entries.
 */
import { AUDIT_ACTION_NAMES } from '@common/audit';
import type { AuditEntry } from '@common/responses';
import { isStaffRole } from '@common/roles';
import { Download, History } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { userMessage } from '@/lib/api-client';
import { formatLongDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { type AuditFilter, auditCsvHref, useAuditTrail } from '../api/audit';
import { actionLabel, changeLines, entrySubject, isRefusal, reasonLabel } from '../lib/describe-entry';
import { AuditIntegrityLine } from './audit-integrity-line';

const selectClass =
  'h-11 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 sm:text-sm';

/** A role's shown name (the code stays in the data). */
const ROLE_NAMES = {
  owner: 'staff:role.owner',
  organiser: 'staff:role.organiser',
  door: 'staff:role.door',
  viewer: 'staff:role.viewer',
} as const;

function EntryItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('staff');
  const refused = isRefusal(entry.action);
  const reason = reasonLabel(t, entry.reason);
  const changes = changeLines(t, entry);
  const role = entry.actorRole && isStaffRole(entry.actorRole) ? t(ROLE_NAMES[entry.actorRole]) : entry.actorRole;
  return (
    // Anywhere: a long e-mail address or name (a tried username, a staff address) wraps inside the card.
    <li className="grid gap-1 py-3 text-sm wrap-anywhere">
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="font-medium">
          {entry.actor ??
            (entry.action === 'kiosk.checkin' ? t('staff:activity.actor.kiosk') : t('staff:activity.actor.someone'))}
        </span>
        <Badge variant={refused ? 'destructive' : 'secondary'}>{actionLabel(t, entry.action)}</Badge>
        <span>{entrySubject(t, entry)}</span>
        {reason ? <span className="text-muted-foreground">({reason})</span> : null}
      </p>
      {changes.length > 0 ? (
        <ul className="grid gap-0.5 text-muted-foreground">
          {changes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-muted-foreground">
        <time dateTime={String(entry.at)}>{formatLongDateTime(String(entry.at))}</time>
        {role ? ` · ${role}` : ''}
        {entry.deviceId ? ` · ${t('staff:activity.device', { id: entry.deviceId.slice(0, 8) })}` : ''}
        {entry.ip ? ` · ${entry.ip}` : ''}
      </p>
    </li>
  );
}

export function ActivityPage({ eventId, eventName }: { eventId?: string; eventName?: string }) {
  const [draft, setDraft] = useState({ actor: '', action: '' });
  const [filter, setFilter] = useState<AuditFilter>({ eventId });
  const trail = useAuditTrail(filter);
  const entries = trail.data?.pages.flatMap((page) => page.items) ?? [];
  const { t } = useTranslation('staff');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ eventId, actor: draft.actor.trim(), action: draft.action });
  };

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <History className="size-6" aria-hidden="true" />
            {t('staff:activity.title')}
          </h1>
          <CardDescription>
            {eventName
              ? t('staff:activity.description.event', { event: eventName })
              : t('staff:activity.description.all')}
          </CardDescription>
        </div>
        <a href={auditCsvHref(filter)} className={buttonVariants({ variant: 'outline' })} download>
          <Download aria-hidden="true" />
          {t('staff:activity.download')}
        </a>
      </CardHeader>
      {/* One column as wide as the card: no entry or field widens it past the screen. */}
      <CardContent className="grid grid-cols-1 gap-4">
        <AuditIntegrityLine />
        <form
          onSubmit={apply}
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          aria-label={t('staff:activity.filter.label')}
        >
          <div className="grid gap-1">
            <label htmlFor="activity-actor" className="text-sm font-medium">
              {t('staff:activity.filter.account')}
            </label>
            <Input
              id="activity-actor"
              value={draft.actor}
              onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
              placeholder={t('staff:activity.filter.anyAccount')}
              autoComplete="off"
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor="activity-action" className="text-sm font-medium">
              {t('staff:activity.filter.action')}
            </label>
            <select
              id="activity-action"
              className={selectClass}
              value={draft.action}
              onChange={(event) => setDraft({ ...draft, action: event.target.value })}
            >
              <option value="">{t('staff:activity.filter.anyAction')}</option>
              {AUDIT_ACTION_NAMES.map((action) => (
                <option key={action} value={action}>
                  {actionLabel(t, action)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline">
            {t('staff:activity.filter.submit')}
          </Button>
        </form>
        {trail.isPending ? (
          <Spinner />
        ) : trail.isError ? (
          <p role="alert" className="text-destructive">
            {userMessage(trail.error, t('staff:activity.loadFailed'))}
          </p>
        ) : entries.length === 0 ? (
          <p className="text-muted-foreground">
            {filter.actor || filter.action ? t('staff:activity.emptyFiltered') : t('staff:activity.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t('staff:activity.title')}>
            {entries.map((entry) => (
              <EntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        {trail.hasNextPage ? (
          <Button variant="outline" onClick={() => trail.fetchNextPage()} disabled={trail.isFetchingNextPage}>
            {trail.isFetchingNextPage ? t('staff:activity.loading') : t('staff:activity.loadMore')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
