import type { TFunction } from '@common/i18n/translator';
import { CloudOff, RefreshCw, TriangleAlert, X } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import type { DoorConflict } from '@/lib/door-db';
import { formatClock } from '@/lib/format';
import { Trans, useTranslation } from '@/lib/i18n-react';
import { useDoorLink } from '../hooks/use-door-link';
import { refusalText } from '../lib/refusal-text';
import { dismissConflict, startDoorLink } from './door-sync';

const SERVER_REFUSED = /^The server refused these admissions \(HTTP (\d+)\)\.$/;

/** Why the server did not take an offline admission, in the reader's language (by its code). */
function conflictText(t: TFunction, conflict: DoorConflict): string {
  const refused = SERVER_REFUSED.exec(conflict.message);
  if (refused) return t('door:link.serverRefused', { status: Number(refused[1]) });
  return refusalText(t, conflict, { name: conflict.exhibitName });
}

/**
 * The door's link with the server (issue 16): "Offline" and what waits to sync while the server is
 * out of reach, "All synced" once every offline admission has its answer, and the conflicts the
 * server reported (another device admitted the visitor first, the exhibit was full), kept until
 * dismissed. Starts the loop that keeps the device's copy fresh and sends the queue up.
 */
export function DoorLinkBar() {
  useEffect(startDoorLink, []);
  const { t } = useTranslation(['door', 'errors']);
  const link = useDoorLink();
  const waitingText = (count: number) => t('door:link.waiting', { count });
  if (!link.offline && link.waiting === 0 && !link.hasCopy && link.conflicts.length === 0) return null;
  return (
    <div className="grid gap-3">
      <p
        role="status"
        data-testid="door-link"
        className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium"
      >
        {link.offline ? (
          <>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-amber-900">
              <CloudOff className="size-4" aria-hidden="true" />
              {t('door:link.offline')}
            </span>
            <span>{waitingText(link.waiting)}</span>
          </>
        ) : link.waiting > 0 ? (
          <span className="inline-flex items-center gap-1.5 text-muted-foreground">
            <RefreshCw className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            {waitingText(link.waiting)}
          </span>
        ) : link.hasCopy ? (
          <span className="text-muted-foreground">{t('door:link.allSynced')}</span>
        ) : null}
      </p>
      {link.conflicts.length > 0 ? (
        <section
          aria-labelledby="door-conflicts"
          className="grid gap-2 rounded-card border border-amber-300 bg-card p-4"
        >
          <h2 id="door-conflicts" className="flex items-center gap-2 font-semibold">
            <TriangleAlert className="size-4 text-amber-700" aria-hidden="true" />
            {t('door:link.conflictsTitle')}
          </h2>
          <ul className="grid gap-2">
            {link.conflicts.map((conflict) => (
              <li key={conflict.requestId} className="flex items-start justify-between gap-3 text-sm">
                <p className="break-words">
                  <Trans
                    i18nKey="door:link.conflict"
                    values={{
                      name: conflict.name,
                      exhibit: conflict.exhibitName,
                      time: formatClock(new Date(conflict.admittedAt)),
                      message: conflictText(t, conflict),
                    }}
                    components={{ b: <span className="font-medium" /> }}
                  />
                </p>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('door:link.dismiss', { name: conflict.name })}
                  onClick={() => void dismissConflict(conflict.requestId)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
