import type { AdminEvent, SheetsLinkStatus } from '@common/schemas';
import { CheckCircle2, FileSpreadsheet, Lock, Pencil, RefreshCw, Settings } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardIconTitle } from '@/components/ui/card';
import { CardError, CardSkeleton } from '@/components/ui/card-state';
import { toast } from '@/components/ui/use-toast';
import { userMessage } from '@/lib/api-client';
import { formatLongDateTime } from '@/lib/format';
import { useServiceAccount, useSheetsCheck, useSheetsLink, useSyncSheet } from '../api/sheets';
import {
  AUTO_SYNCED_DESCRIPTION,
  accessIssueDetail,
  accessIssueText,
  howToConfigure,
  NOT_CONFIGURED_TITLE,
  SYNC_FAILED_FALLBACK,
  SYNC_FAILED_TITLE,
  SYNCED_TITLE,
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
  return (
    // Links and addresses are long unbroken words: let them wrap anywhere rather than widen the card.
    <Card aria-labelledby="sheets-card-title" role="region" className="wrap-anywhere">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardIconTitle id="sheets-card-title" icon={FileSpreadsheet} iconClassName="text-success">
            Google Sheets
          </CardIconTitle>
          <CardDescription>The event, its exhibits and registrations with check-ins, kept in a sheet.</CardDescription>
        </div>
        {badge}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/** The spreadsheet URL card (SPEC sections 2, 4 and 8): link, access check, warning, and syncs. */
export function SheetsCard({ event, readOnly, canEdit = true }: SheetsCardProps) {
  const account = useServiceAccount();
  const link = useSheetsLink(event.id);

  if (account.isPending || link.isPending) {
    return (
      <CardFrame>
        <CardSkeleton label="Loading the spreadsheet link" className="grid gap-3" blocks={['h-4 w-32', 'h-10']} />
      </CardFrame>
    );
  }
  if (account.isError || link.isError) {
    return (
      <CardFrame>
        <CardError
          failed="Could not load the spreadsheet link"
          error={account.error ?? link.error}
          hint="please reload the page."
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
  return (
    <CardFrame badge={<Badge variant="muted">Not configured</Badge>}>
      <div className="grid gap-2 rounded-xl bg-muted p-4">
        <h4 className="flex items-center gap-2 text-sm font-semibold">
          <Settings className="size-4 text-muted-foreground" aria-hidden="true" />
          {NOT_CONFIGURED_TITLE}
        </h4>
        <p className="text-sm text-muted-foreground">{howToConfigure(message)}</p>
      </div>
      {sheetsUrl ? <SavedLink sheetsUrl={sheetsUrl} /> : null}
    </CardFrame>
  );
}

function SavedLink({ sheetsUrl, onEdit }: { sheetsUrl: string; onEdit?: () => void }) {
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium">Spreadsheet URL</h4>
      <div className="flex min-w-0 items-start gap-2">
        <p className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2 font-mono text-xs break-all">{sheetsUrl}</p>
        {onEdit ? (
          <Button variant="outline" size="sm" onClick={onEdit} aria-label="Edit spreadsheet URL">
            <Pencil aria-hidden="true" />
            Edit
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
    mutate(eventId, { onSuccess: () => toast({ title: SYNCED_TITLE, description: AUTO_SYNCED_DESCRIPTION }) });
  }, [canEdit, savedUrl, checkedData, eventId, mutate]);

  const syncNow = () =>
    sync.mutate(eventId, {
      onSuccess: (result) => toast({ title: SYNCED_TITLE, description: result.message }),
      onError: (failure) =>
        toast({
          variant: 'destructive',
          title: SYNC_FAILED_TITLE,
          description: userMessage(failure, SYNC_FAILED_FALLBACK),
        }),
    });

  const access = check.data ? sheetsAccess(check.data) : null;
  const badge =
    savedUrl === '' ? (
      <Badge variant="muted">Not linked</Badge>
    ) : access === 'connected' ? (
      <Badge variant="success">Connected</Badge>
    ) : access ? (
      <Badge variant="warning">Access issue</Badge>
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
          The event has ended: its spreadsheet link can no longer be changed.
        </p>
      ) : null}
      {savedUrl === '' ? (
        <>
          <p className="text-sm text-muted-foreground">No spreadsheet is linked to this event yet.</p>
          {linkLocked ? null : (
            <>
              <SheetsAccessHelp email={serviceAccountEmail} />
              <Button className="w-fit" onClick={() => setEditing(true)}>
                <FileSpreadsheet aria-hidden="true" />
                Link a Spreadsheet
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
              Checking access to the sheet...
            </p>
          ) : check.isError ? (
            <div role="alert" className="grid gap-2 rounded-xl border border-destructive/30 bg-destructive-soft p-4">
              <p className="text-sm font-medium text-destructive">
                Could not check the sheet: {userMessage(check.error, 'Google Sheets could not be reached.')}
              </p>
              {retry ? (
                <Button variant="outline" size="sm" className="w-fit" onClick={retry} disabled={checking}>
                  <RefreshCw aria-hidden="true" />
                  {checking ? 'Checking...' : 'Retry Check'}
                </Button>
              ) : null}
            </div>
          ) : access === 'connected' ? (
            <p className="flex items-center gap-2 text-sm font-medium text-success" role="status">
              <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
              Connected: the service account can edit this sheet.
            </p>
          ) : access ? (
            <SheetsWarningCard
              text={accessIssueText(access) ?? ''}
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
                  {sync.isPending ? 'Syncing...' : 'Sync Now'}
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
  return (
    <div className="grid gap-2">
      <SyncTimes status={status} />
      {status.notice ? (
        <div
          role="status"
          className="grid gap-0.5 rounded-lg border border-amber-300 bg-warning-soft px-3 py-2 text-sm"
        >
          <p className="font-medium text-warning">About the sheet:</p>
          <p>{status.notice}</p>
        </div>
      ) : null}
    </div>
  );
}

function SyncTimes({ status }: { status: SheetsLinkStatus }) {
  return (
    <dl className="grid gap-2 text-sm">
      <div className="flex flex-wrap gap-x-2">
        <dt className="text-muted-foreground">Last synced:</dt>
        <dd className="font-medium">{status.lastSyncedAt ? formatLongDateTime(status.lastSyncedAt) : 'Not yet'}</dd>
      </div>
      {status.lastError ? (
        <div className="grid gap-0.5 rounded-lg bg-destructive-soft px-3 py-2">
          <dt className="font-medium text-destructive">Last sync failed:</dt>
          <dd>{status.lastError}</dd>
        </div>
      ) : null}
    </dl>
  );
}
