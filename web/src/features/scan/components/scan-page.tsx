import type { IScannerError } from '@yudiel/react-qr-scanner';
import { Camera, Keyboard } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useTranslation } from '@/lib/i18n-react';
import { cn } from '@/lib/utils';
import { installDoorApp } from '../door-offline/door-app';
import { DoorLinkBar } from '../door-offline/door-link-bar';
import { offlineAdmissionStatus, offlineAdmissionText } from '../door-offline/offline-view';
import { useAdmitOnScan } from '../hooks/use-admit-on-scan';
import { useBeep } from '../hooks/use-beep';
import { useDoorLink } from '../hooks/use-door-link';
import { useDoorLive, useHeardAdmissions } from '../hooks/use-door-live';
import { type DoorOutcome, useDoorSession } from '../hooks/use-door-session';
import { useHandheldScanner } from '../hooks/use-handheld-scanner';
import { alreadyCheckedInTexts } from '../lib/admission';
import { cameraErrorText } from '../lib/camera-error';
import { admittedElsewhereText } from '../lib/heard-admissions';
import { placesLeftText } from '../lib/places-left';
import { AdmissionPanel } from './admission-panel';
import { AdmitOnScanControls } from './admit-on-scan-controls';
import { CameraErrorPanel } from './camera-error-panel';
import { CameraScanner } from './camera-scanner';
import { LookupForm } from './lookup-form';
import { LookupMatches } from './lookup-matches';
import { ScanAnotherButton } from './scan-another-button';
import { OutcomePanel } from './scan-outcome-panel';

type Mode = 'camera' | 'lookup';

/**
 * The door: scan a pass (or look the visitor up), then admit them to their event's exhibits; or, with
 * "Admit on scan", admit every new pass at once to one exhibit. The camera starts once per visit and
 * runs while the page is open: showing a visitor only hides the preview, and "Scan Another" shows it
 * again with the camera already reading.
 */
export interface ScanPageProps {
  /** A role that may look passes up but not admit (a viewer): no Admit, no resend, no "Admit on scan". */
  readOnly?: boolean;
  /** The account signed in (its username): who admits, as the offline door says later. */
  account?: string | null;
}

export function ScanPage({ readOnly = false, account = null }: ScanPageProps) {
  const { t } = useTranslation(['door', 'errors']);
  const [mode, setMode] = useState<Mode>('camera');
  const [lookupText, setLookupText] = useState('');
  const [cameraError, setCameraError] = useState<string | null>(null);
  const sound = useBeep();
  const heard = useHeardAdmissions();
  const session = useDoorSession(sound, heard, account);
  const onScan = useAdmitOnScan(sound, heard, account);
  const link = useDoorLink();
  const { admission, outcome, scanned } = session;
  // A choice remembered on this phone from another account does not admit for a viewer.
  const admitOnScan = !readOnly && onScan.active;
  useEffect(installDoorApp, []);
  // The event live: other phones' admissions and the places left show at once.
  useDoorLive(admission?.eventId ?? onScan.eventId, heard, {
    onAdmittedElsewhere: session.heardElsewhere,
    onCounts: (counts) => {
      session.heardCounts(counts);
      onScan.heardCounts(counts);
    },
  });
  // The SPEC's flow shows the visitor (or a refused pass) until "Scan Another".
  const showingVisitor = admission !== null || outcome !== null;
  const reading = mode === 'camera' && !showingVisitor;

  const take = useCallback(
    (code: string, source: 'camera' | 'handheld') =>
      admitOnScan ? onScan.scanned(code) : reading && scanned(code, source),
    [admitOnScan, onScan.scanned, reading, scanned],
  );
  const onCode = useCallback((code: string) => void take(code, 'camera'), [take]);
  const onHandheldScan = useCallback((code: string) => take(code, 'handheld'), [take]);
  useHandheldScanner(mode === 'camera' && (admitOnScan || !showingVisitor), onHandheldScan);

  const onCameraError = useCallback(
    (error: IScannerError) => {
      setCameraError(cameraErrorText(t, error));
      toast({ variant: 'destructive', title: t('door:camera.toastTitle'), description: t('door:camera.toastText') });
    },
    [t],
  );

  const showMode = (next: Mode) => {
    setMode(next);
    setLookupText('');
    // The registrations a lookup listed go with its text.
    session.reset();
    // Back to a camera that had failed: try it again.
    if (next === 'camera') setCameraError(null);
  };

  // A visitor replaces the preview: start reading from the top.
  useEffect(() => {
    if (showingVisitor) window.scrollTo(0, 0);
  }, [showingVisitor]);

  // An "Admitted (offline)" panel still on screen says when its admission has synced (issue 29 item 12).
  const shownOutcome: DoorOutcome | null = outcome?.queued
    ? {
        ...outcome,
        message: offlineAdmissionText(
          t,
          outcome.queued.exhibitName,
          offlineAdmissionStatus(outcome.queued.requestId, link.queued, link.conflicts),
        ),
      }
    : outcome;

  const scanAnother = () => {
    session.reset();
    setLookupText('');
  };

  return (
    <div className="grid gap-6">
      <DoorLinkBar />
      {showingVisitor && !admitOnScan ? (
        admission ? (
          <AdmissionPanel
            registration={admission.registration}
            eventName={admission.eventName}
            notice={admission.notice}
            exhibits={admission.exhibits}
            admittingIds={session.admittingIds}
            resending={session.resending}
            resendNote={session.resendNote}
            outcome={shownOutcome}
            alreadyCheckedIn={alreadyCheckedInTexts(t, admission.exhibits, session.admittedHere, new Date())}
            admittedElsewhere={(exhibit) => {
              const found = exhibit.hasCheckedIn ? heard.find(admission.registration.id, exhibit.id) : null;
              return found ? admittedElsewhereText(t, found, new Date()) : null;
            }}
            onAdmit={(exhibit) => {
              sound.unlock();
              void session.admitTo(exhibit);
            }}
            onLetOut={(exhibit) => {
              sound.unlock();
              void session.letOutOf(exhibit);
            }}
            onResend={session.resendPass}
            onDone={scanAnother}
            readOnly={readOnly}
          />
        ) : (
          <div className="grid gap-5">
            <OutcomePanel admitted={false} detail={outcome?.message} />
            <ScanAnotherButton onClick={scanAnother} />
          </div>
        )
      ) : (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('door:page.title')}</h1>
            <p className="mt-1 text-muted-foreground">
              {mode === 'camera' ? t('door:page.hintCamera') : t('door:page.hintLookup')}
            </p>
          </div>
          <Button
            variant="outline"
            onClick={() => {
              sound.unlock();
              showMode(mode === 'camera' ? 'lookup' : 'camera');
            }}
            className="w-full sm:w-auto"
          >
            {mode === 'camera' ? <Keyboard aria-hidden="true" /> : <Camera aria-hidden="true" />}
            {mode === 'camera' ? t('door:page.switchToLookup') : t('door:page.switchToCamera')}
          </Button>
        </div>
      )}

      {readOnly ? (
        <p role="note" className="rounded-lg border border-border bg-muted px-4 py-3 text-sm text-muted-foreground">
          {t('door:page.viewOnly')}
        </p>
      ) : mode === 'camera' && !(showingVisitor && !admitOnScan) ? (
        <AdmitOnScanControls door={onScan} />
      ) : null}

      {/* Mounted for the whole visit (the camera keeps running); hidden while a visitor is shown. */}
      <div className={cn('grid gap-3', (mode !== 'camera' || (showingVisitor && !admitOnScan)) && 'hidden')}>
        {cameraError !== null ? (
          <CameraErrorPanel message={cameraError} onUseManualEntry={() => showMode('lookup')} />
        ) : (
          <div className="relative">
            <CameraScanner onCode={onCode} onError={onCameraError} />
            {admitOnScan && onScan.outcome ? (
              <div className="absolute inset-0 z-20 mx-auto flex max-w-[380px] items-stretch">
                {onScan.outcome.kind === 'admitted' ? (
                  <OutcomePanel
                    // A new panel for each pass: announced again, and never mistaken for the last one.
                    key={onScan.outcome.at}
                    admitted
                    offline={onScan.outcome.offline}
                    title={onScan.outcome.name}
                    detail={
                      <>
                        <p>{onScan.outcome.exhibitName}</p>
                        {onScan.outcome.remaining !== null && onScan.outcome.capacity !== null ? (
                          <p className="font-semibold">
                            {placesLeftText(t, onScan.outcome.remaining, onScan.outcome.capacity)}
                          </p>
                        ) : null}
                      </>
                    }
                    className="justify-center"
                  />
                ) : onScan.outcome.kind === 'left' ? (
                  <OutcomePanel
                    key={onScan.outcome.at}
                    admitted
                    goodbye={t('door:exit.goodbye', { name: onScan.outcome.name })}
                    detail={t('door:exit.timeInside', {
                      minutes: onScan.outcome.minutesInside,
                      exhibit: onScan.outcome.exhibitName,
                    })}
                    className="justify-center"
                  />
                ) : (
                  <OutcomePanel
                    key={onScan.outcome.at}
                    admitted={false}
                    detail={onScan.outcome.message}
                    className="justify-center"
                  />
                )}
              </div>
            ) : null}
          </div>
        )}
        <div className="min-h-8" aria-live="polite">
          {session.checking ? <Spinner label={t('door:page.checking')} /> : null}
        </div>
      </div>

      {mode === 'lookup' && !showingVisitor ? (
        <LookupForm
          value={lookupText}
          onChange={setLookupText}
          onSubmit={() => {
            sound.unlock();
            session.lookUp(lookupText);
          }}
          pending={session.busy}
        />
      ) : null}

      {mode === 'lookup' && !showingVisitor && session.choice ? (
        <LookupMatches
          matches={session.choice.matches}
          choosingId={session.choosingId}
          disabled={session.busy}
          onChoose={(match) => {
            sound.unlock();
            session.choose(match);
          }}
        />
      ) : null}
    </div>
  );
}
