import type { ScanExhibit } from '@common/schemas';
import { CalendarDays, CircleCheck, CircleDashed, Clock, DoorOpen, LogIn, LogOut, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatClock } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { checkedInText, formatExhibitDate, formatTimeRange } from '../lib/admission';
import { placesLeftText } from '../lib/places-left';
import { refusalText } from '../lib/refusal-text';

export interface ExhibitAdmissionCardProps {
  exhibit: ScanExhibit;
  admitting: boolean;
  /** "Already admitted by door-2 a moment ago.": another device admitted the visitor here (the live stream). */
  admittedElsewhere?: string | null;
  /** Absent for a role that may not admit (a viewer): the card says the status, with no button. */
  onAdmit?: () => void;
  /** Lets the visitor out (issue 32): offered while they are inside. */
  onLetOut?: () => void;
}

/** One exhibit of the registration's event: its places left, checked in (when), or admit now, or why not. */
export function ExhibitAdmissionCard({
  exhibit,
  admitting,
  admittedElsewhere,
  onAdmit,
  onLetOut,
}: ExhibitAdmissionCardProps) {
  const { t } = useTranslation(['door', 'errors']);
  const headingId = `admission-${exhibit.id}`;
  const statusId = `admission-status-${exhibit.id}`;
  // Admitted before and let back in (issue 32): the server says it can admit again.
  const admissible = exhibit.canAdmit;
  return (
    <Card className="flex w-full flex-col gap-3 p-5 sm:p-6">
      <h3 id={headingId} className="text-lg font-semibold leading-snug break-words">
        {exhibit.name}
      </h3>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {formatExhibitDate(exhibit.date)}
        </span>
        <span className="flex items-center gap-1.5 font-medium text-foreground">
          <Clock className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {formatTimeRange(exhibit.startTime, exhibit.endTime)}
        </span>
        {exhibit.maxCapacity !== null && exhibit.remaining !== null ? (
          <span className="flex items-center gap-1.5 font-medium text-foreground">
            <Users className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {placesLeftText(t, exhibit.remaining, exhibit.maxCapacity)}
          </span>
        ) : null}
      </div>
      <div id={statusId} className="grid gap-1 text-sm">
        {exhibit.hasCheckedIn ? (
          <p className="flex items-center gap-1.5 font-medium text-success">
            <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
            {checkedInText(t, exhibit.checkedInAt)}
          </p>
        ) : null}
        {exhibit.insideSince ? (
          <p className="flex items-center gap-1.5 font-medium text-foreground" data-testid="inside-since">
            <DoorOpen className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {t('door:exhibit.insideSince', { time: formatClock(new Date(exhibit.insideSince)) })}
          </p>
        ) : null}
        {exhibit.hasCheckedIn && admittedElsewhere ? (
          <p className="font-medium text-foreground break-words">{admittedElsewhere}</p>
        ) : null}
        {exhibit.hasCheckedIn ? null : (
          <>
            <p className="flex items-center gap-1.5 text-muted-foreground">
              <CircleDashed className="size-4 shrink-0" aria-hidden="true" />
              {t('door:exhibit.notCheckedIn')}
            </p>
            {!exhibit.canAdmit && exhibit.message ? (
              <p className="font-medium text-destructive break-words">
                {exhibit.reason ? refusalText(t, exhibit, exhibit) : exhibit.message}
              </p>
            ) : null}
          </>
        )}
      </div>
      {exhibit.hasCheckedIn && !exhibit.canAdmit ? (
        <Button size="lg" variant="secondary" className="mt-1 w-full" disabled aria-describedby={headingId}>
          <CircleCheck aria-hidden="true" />
          {t('door:exhibit.admitted')}
        </Button>
      ) : null}
      {exhibit.insideSince && onLetOut ? (
        <Button
          size="lg"
          variant="outline"
          className="w-full"
          disabled={admitting}
          onClick={onLetOut}
          aria-describedby={`${headingId} ${statusId}`}
        >
          <LogOut aria-hidden="true" />
          {t('door:exhibit.letOut')}
        </Button>
      ) : null}
      {exhibit.hasCheckedIn && !exhibit.canAdmit ? null : onAdmit ? (
        <Button
          size="lg"
          variant={admissible ? 'success' : 'secondary'}
          className="mt-1 w-full"
          disabled={!admissible || admitting}
          onClick={onAdmit}
          aria-describedby={`${headingId} ${statusId}`}
        >
          <LogIn aria-hidden="true" />
          {admitting ? t('door:exhibit.admitting') : t('door:exhibit.admit')}
        </Button>
      ) : null}
    </Card>
  );
}
