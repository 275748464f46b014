import type { ScanExhibit, ScanResult } from '@common/schemas';
import { ArrowLeft, CalendarX2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n-react';
import type { DoorOutcome } from '../hooks/use-door-session';
import { AlreadyCheckedInPanel } from './already-checked-in-panel';
import { ExhibitAdmissionCard } from './exhibit-admission-card';
import { RegistrantCard } from './registrant-card';
import { ScanAnotherButton } from './scan-another-button';
import { OutcomePanel } from './scan-outcome-panel';

export interface AdmissionPanelProps {
  registration: NonNullable<ScanResult['registration']>;
  eventName?: string;
  /** Why nobody is admitted whatever the exhibit (on the waiting list): shown with the registrant, no resend. */
  notice?: string;
  exhibits: ScanExhibit[];
  admittingIds: ReadonlySet<string>;
  resending: boolean;
  resendNote?: { ok: boolean; text: string } | null;
  /** The last admit's outcome, as a full panel above the exhibits. */
  outcome?: DoorOutcome | null;
  /** "Already checked in to … at … by …": the pass was used today before this visit, said first. */
  alreadyCheckedIn?: readonly string[];
  /** Who admitted the visitor to an exhibit on another device, as the live stream told (or nothing). */
  admittedElsewhere?: (exhibit: ScanExhibit) => string | null;
  onAdmit: (exhibit: ScanExhibit) => void;
  /** Lets the visitor out of an exhibit they are inside (issue 32). */
  onLetOut?: (exhibit: ScanExhibit) => void;
  onResend: () => void;
  onDone: () => void;
  /** A role that may look passes up but not admit or resend (a viewer): no such buttons. */
  readOnly?: boolean;
}

/** After a valid scan or lookup: who it is, and each exhibit of their event to admit them to. */
export function AdmissionPanel({
  registration,
  eventName,
  notice,
  exhibits,
  admittingIds,
  resending,
  resendNote,
  outcome,
  alreadyCheckedIn = [],
  admittedElsewhere,
  onAdmit,
  onLetOut,
  onResend,
  onDone,
  readOnly = false,
}: AdmissionPanelProps) {
  const { t } = useTranslation('door');
  return (
    <div className="grid gap-5">
      <div>
        <Button variant="ghost" size="sm" onClick={onDone} className="-ms-3">
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
          {t('door:admission.newScan')}
        </Button>
        <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{t('door:admission.title')}</h1>
      </div>

      <AlreadyCheckedInPanel texts={alreadyCheckedIn} />

      {outcome ? (
        <OutcomePanel
          admitted={outcome.admitted}
          offline={outcome.offline}
          goodbye={outcome.goodbye}
          title={outcome.title}
          detail={outcome.message}
        />
      ) : null}

      <RegistrantCard
        resendNote={resendNote}
        name={registration.name}
        email={registration.email}
        eventName={eventName}
        notice={notice}
        resending={resending}
        // A waiting or cancelled registration has no pass to send (issue 30).
        onResend={readOnly || notice ? undefined : onResend}
      />

      <section aria-labelledby="admission-exhibits-heading" className="grid gap-3">
        <h2 id="admission-exhibits-heading" className="sr-only">
          {t('door:admission.exhibitsHeading')}
        </h2>
        {exhibits.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-border bg-card px-6 py-10 text-center">
            <CalendarX2 className="size-8 text-muted-foreground" aria-hidden="true" />
            <h3 className="text-lg font-semibold">{t('door:admission.noExhibitsTitle')}</h3>
            <p className="text-muted-foreground">{t('door:admission.noExhibitsText')}</p>
          </div>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {exhibits.map((exhibit) => (
              <li key={exhibit.id} className="flex">
                <ExhibitAdmissionCard
                  exhibit={exhibit}
                  admitting={admittingIds.has(exhibit.id)}
                  admittedElsewhere={admittedElsewhere?.(exhibit)}
                  onAdmit={readOnly ? undefined : () => onAdmit(exhibit)}
                  onLetOut={readOnly || !onLetOut ? undefined : () => onLetOut(exhibit)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ScanAnotherButton onClick={onDone} />
    </div>
  );
}
