import type { AdminEvent, SheetsLinkStatus } from '@common/schemas';
import { CheckCircle2, FileSpreadsheet, Lock, Pencil, RefreshCw, Settings } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardIconTitle } from '@/components/ui/card';
import { CardError, CardSkeleton } from '@/components/ui/card-state';
import { toast } from '@/components/ui/use-toast';
import { userMessage } from '@/lib/api-client';
import { answerText } from '@/lib/error-text';
import { formatLongDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useServiceAccount, useSheetsCheck, useSheetsLink, useSyncSheet } from '../api/sheets';
import {
  accessIssueDetail,
  accessIssueText,
  howToConfigure,
  sheetsAccess,
  shouldAutoSync,
} from '../utils/sheets-status';
import { SheetsAccessHelp } from './sheets-access-help';
import { SheetsUrlForm } from './sheets-url-form';
import { OpenSheetLink, SheetsWarningCard } from './sheets-warning-card';

export interface SheetsCardProps {
  event: AdminEvent;
  /** True once the event has ended: the link can no longer be changed or re-checked. */
  readOnly: boolean;
  /** False for a viewer: the link and its status, without editing or syncing (the server refuses them). */
  canEdit?: boolean;
}

function CardFrame({ children, badge }: { children: ReactNode; badge?: ReactNode }) {
  const { t } = useTranslation('registrations');
  return (
    // Links and addresses are long unbroken words: let them wrap anywhere rather than widen the card.
    <Card aria-labelledby="sheets-card-title" role="region" className="wrap-anywhere">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardIconTitle id="sheets-card-title" icon={FileSpreadsheet} iconClassName="text-success">
            {t('registrations:sheets.title')}
          </CardIconTitle>
          <CardDescription>{t('registrations:sheets.description')}</CardDescription>
        </div>
        {badge}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/** The spreadsheet URL card (SPEC sections 2, 4 and 8): link, access check, warning, and syncs. */
export function SheetsCard({ event, readOnly, canEdit = true }: SheetsCardProps) {
  // The errors too: a failed call's words (userMessage, answerText) in the reader's language.
  const { t } = useTranslation(['registrations', 'errors']);
  const account = useServiceAccount();
  const link = useSheetsLink(event.id);

  if (account.isPending || link.isPending) {
    return (
      <CardFrame>
        <CardSkeleton label={t('registrations:sheets.loading')} className="grid gap-3" blocks={['h-4 w-32', 'h-10']} />
      </CardFrame>
    );
  }
  if (account.isError || link.isError) {
    return (
      <CardFrame>
        <CardError
          failed={t('registrations:sheets.loadFailed')}
          error={account.error ?? link.error}
          hint={t('registrations:sheets.reloadHint')}
        />
      </CardFrame>
    );
  }
  if (!account.data.configured) {
    return <NotConfigured message={account.data.message} sheetsUrl={link.data.sheetsUrl} />;
  }
  return (
    <ConfiguredSheetsCard
      eventId={event.id}
      readOnly={readOnly}
      canEdit={canEdit}
      status={link.data}
      serviceAccountEmail={account.data.email}
    />
  );
}

function NotConfigured({ message, sheetsUrl }: { message: string | undefined; sheetsUrl: string }) {
  const { t } = useTranslation('registrations');
  return (
    <CardFrame badge={<Badge variant="muted">{t('registrations:sheets.notConfigured')}</Badge>}>
      <div className="grid gap-2 rounded-xl bg-muted p-4">
        <h4 className="flex items-center gap-2 text-sm font-semibold">
          <Settings className="size-4 text-muted-foreground" aria-hidden="true" />
          {t('registrations:sheets.notConfiguredTitle')}
        </h4>
        <p className="text-sm text-muted-foreground">{howToConfigure(t, message)}</p>
      </div>
      {sheetsUrl ? <SavedLink sheetsUrl={sheetsUrl} /> : null}
    </CardFrame>
  );
}

function SavedLink({ sheetsUrl, onEdit }: { sheetsUrl: string; onEdit?: () => void }) {
  const { t } = useTranslation('registrations');
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium">{t('registrations:sheets.url')}</h4>
      <div className="flex min-w-0 items-start gap-2">
        <p dir="ltr" className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2 font-mono text-xs break-all">
          {sheetsUrl}
        </p>
        {onEdit ? (
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('registrations:sheets.editUrl')}>
            <Pencil aria-hidden="true" />
            {t('registrations:sheets.edit')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

interface ConfiguredProps {
  eventId: string;
  readOnly: boolean;
  canEdit: boolean;
  status: SheetsLinkStatus;
  serviceAccountEmail: string;
}

function ConfiguredSheetsCard({ eventId, readOnly, canEdit, status, serviceAccountEmail }: ConfiguredProps) {
  const { t } = useTranslation('registrations');
  const [editing, setEditing] = useState(false);
  // The link stays as it is once the event has ended, and always for a viewer.
  const linkLocked = readOnly || !canEdit;
  const savedUrl = status.sheetsUrl;
  // A viewer sees the link and its last sync, not a live access test (organisers only: it writes to the sheet).
  const check = useSheetsCheck(savedUrl, canEdit);
  const sync = useSyncSheet();
  const autoSyncStarted = useRef(false);

  // SPEC section 4: one automatic sync per screen load, once the saved link checks connected and
  // writable. The ref lives as long as this page shows the event, so re-renders, re-checks and a
  // newly saved link do not sync again; a failure stays silent (the status below shows it).
  const checkedData = check.data;
  const { mutate } = sync;
  useEffect(() => {
    if (!canEdit || !shouldAutoSync({ savedUrl, check: checkedData, alreadyStarted: autoSyncStarted.current })) return;
    autoSyncStarted.current = true;
    mutate(eventId, {
      onSuccess: () =>
        toast({ title: t('registrations:sheets.synced'), description: t('registrations:sheets.autoSynced') }),
    });
  }, [canEdit, savedUrl, checkedData, eventId, mutate, t]);

  const syncNow = () =>
    sync.mutate(eventId, {
      onSuccess: (result) => toast({ title: t('registrations:sheets.synced'), description: answerText(t, result) }),
      onError: (failure) =>
        toast({
          variant: 'destructive',
          title: t('registrations:sheets.syncFailed'),
          description: userMessage(failure, t('registrations:sheets.syncFailedFallback')),
        }),
    });

  const access = check.data ? sheetsAccess(check.data) : null;
  const badge =
    savedUrl === '' ? (
      <Badge variant="muted">{t('registrations:sheets.notLinked')}</Badge>
    ) : access === 'connected' ? (
      <Badge variant="success">{t('registrations:sheets.connected')}</Badge>
    ) : access ? (
      <Badge variant="warning">{t('registrations:sheets.accessIssue')}</Badge>
    ) : null;

  if (editing && !linkLocked) {
    return (
      <CardFrame badge={badge}>
        <SheetsUrlForm eventId={eventId} savedUrl={savedUrl} onDone={() => setEditing(false)} />
        <SheetsAccessHelp email={serviceAccountEmail} />
      </CardFrame>
    );
  }

  const retry = readOnly ? undefined : () => void check.refetch();
  const checking = check.isFetching;

  return (
    <CardFrame badge={badge}>
      {readOnly ? (
        <p className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          {t('registrations:sheets.ended')}
        </p>
      ) : null}
      {savedUrl === '' ? (
        <>
          <p className="text-sm text-muted-foreground">{t('registrations:sheets.none')}</p>
          {linkLocked ? null : (
            <>
              <SheetsAccessHelp email={serviceAccountEmail} />
              <Button className="w-fit" onClick={() => setEditing(true)}>
                <FileSpreadsheet aria-hidden="true" />
                {t('registrations:sheets.link')}
              </Button>
            </>
          )}
        </>
      ) : (
        <>
          <SavedLink sheetsUrl={savedUrl} onEdit={linkLocked ? undefined : () => setEditing(true)} />
          {!canEdit ? null : check.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <RefreshCw className="size-4 motion-safe:animate-spin" aria-hidden="true" />
              {t('registrations:sheets.checking')}
            </p>
          ) : check.isError ? (
            <div role="alert" className="grid gap-2 rounded-xl border border-destructive/30 bg-destructive-soft p-4">
              <p className="text-sm font-medium text-destructive">
                {t('registrations:sheets.checkFailed', {
                  reason: userMessage(check.error, t('registrations:sheets.unreachable')),
                })}
              </p>
              {retry ? (
                <Button variant="outline" size="sm" className="w-fit" onClick={retry} disabled={checking}>
                  <RefreshCw aria-hidden="true" />
                  {checking ? t('registrations:action.checking') : t('registrations:sheets.retry')}
                </Button>
              ) : null}
            </div>
          ) : access === 'connected' ? (
            <p className="flex items-center gap-2 text-sm font-medium text-success" role="status">
              <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
              {t('registrations:sheets.connectedText')}
            </p>
          ) : access ? (
            <SheetsWarningCard
              text={accessIssueText(t, access) ?? ''}
              detail={accessIssueDetail(access, check.data?.message ?? '')}
              sheetsUrl={savedUrl}
              serviceAccountEmail={serviceAccountEmail}
              onRetry={retry}
              checking={checking}
            />
          ) : null}
          <SyncStatus status={status} />
          {access === 'connected' || !canEdit ? (
            <div className="flex flex-wrap gap-2">
              {canEdit ? (
                <Button size="sm" onClick={syncNow} disabled={sync.isPending}>
                  <RefreshCw className={sync.isPending ? 'motion-safe:animate-spin' : undefined} aria-hidden="true" />
                  {sync.isPending ? t('registrations:sheets.syncing') : t('registrations:sheets.syncNow')}
                </Button>
              ) : null}
              <OpenSheetLink href={savedUrl} />
            </div>
          ) : null}
        </>
      )}
    </CardFrame>
  );
}

/**
 * When the sheet was last written, why the last try failed if it did, and what the organiser should
 * know about the sheet (it cannot hold the event, a large rewrite under way), from the server.
 */
function SyncStatus({ status }: { status: SheetsLinkStatus }) {
  const { t } = useTranslation('registrations');
  return (
    <div className="grid gap-2">
      <SyncTimes status={status} />
      {status.notice ? (
        <div
          role="status"
          className="grid gap-0.5 rounded-lg border border-amber-300 bg-warning-soft px-3 py-2 text-sm"
        >
          <p className="font-medium text-warning">{t('registrations:sheets.about')}</p>
          <p>{status.notice}</p>
        </div>
      ) : null}
    </div>
  );
}

function SyncTimes({ status }: { status: SheetsLinkStatus }) {
  const { t } = useTranslation('registrations');
  return (
    <dl className="grid gap-2 text-sm">
      <div className="flex flex-wrap gap-x-2">
        <dt className="text-muted-foreground">{t('registrations:sheets.lastSynced')}</dt>
        <dd className="font-medium">
          {status.lastSyncedAt ? formatLongDateTime(status.lastSyncedAt) : t('registrations:card.notYet')}
        </dd>
      </div>
      {status.lastError ? (
        <div className="grid gap-0.5 rounded-lg bg-destructive-soft px-3 py-2">
          <dt className="font-medium text-destructive">{t('registrations:sheets.lastFailed')}</dt>
          <dd>{status.lastError}</dd>
        </div>
      ) : null}
    </dl>
  );
}
