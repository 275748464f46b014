import type { IScannerError } from '@yudiel/react-qr-scanner';
import { Camera, Keyboard } from 'lucide-react';
import { type SetStateAction, useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useBeep } from '../hooks/use-beep';
import { useDoorSession } from '../hooks/use-door-session';
import { useHandheldScanner } from '../hooks/use-handheld-scanner';
import { cameraErrorText } from '../lib/camera-error';
import { AdmissionPanel } from './admission-panel';
import { CameraErrorPanel } from './camera-error-panel';
import { CameraScanner } from './camera-scanner';
import { LookupForm } from './lookup-form';

type Mode = 'camera' | 'lookup';

/** The door: scan a pass (or look the visitor up), then admit them to their event's exhibits. */
export function ScanPage() {
  const [mode, setMode] = useState<Mode>('camera');
  const [lookupText, setLookupText] = useState('');
  const [cameraError, setCameraError] = useState<string | null>(null);
  const sound = useBeep();
  const session = useDoorSession(sound.beep);
  const { admission, scanned } = session;

  const onCode = useCallback((code: string) => void scanned(code, 'camera'), [scanned]);
  const onHandheldScan = useCallback((code: string) => scanned(code, 'handheld'), [scanned]);
  useHandheldScanner(mode === 'camera' && admission === null, onHandheldScan);

  const onCameraError = useCallback((error: IScannerError) => {
    setCameraError(cameraErrorText(error));
    toast({
      variant: 'destructive',
      title: 'Camera Error',
      description: 'Failed to access camera. Please check permissions or use manual input.',
    });
  }, []);

  const showMode = (next: SetStateAction<Mode>) => {
    setMode(next);
    setLookupText('');
    setCameraError(null);
  };

  // The result replaces the scanner: start reading it from the top.
  const showing = admission !== null;
  useEffect(() => {
    if (showing) window.scrollTo(0, 0);
  }, [showing]);

  if (admission) {
    return (
      <AdmissionPanel
        registration={admission.registration}
        eventName={admission.eventName}
        exhibits={admission.exhibits}
        admittingIds={session.admittingIds}
        resending={session.resending}
        onAdmit={(exhibit) => {
          sound.unlock();
          void session.admitTo(exhibit);
        }}
        onResend={session.resendPass}
        onDone={() => {
          session.reset();
          setLookupText('');
          setCameraError(null);
        }}
      />
    );
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Scan QR Code</h1>
          <p className="mt-1 text-muted-foreground">
            {mode === 'camera'
              ? "Hold the visitor's pass in front of the camera."
              : 'Find the visitor by e-mail address or phone number.'}
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => {
            sound.unlock();
            showMode((current) => (current === 'camera' ? 'lookup' : 'camera'));
          }}
          className="w-full sm:w-auto"
        >
          {mode === 'camera' ? <Keyboard aria-hidden="true" /> : <Camera aria-hidden="true" />}
          {mode === 'camera' ? 'Switch to Lookup' : 'Switch to Camera'}
        </Button>
      </div>

      {mode === 'camera' ? (
        <div className="grid gap-3">
          {cameraError !== null ? (
            <CameraErrorPanel message={cameraError} onUseManualEntry={() => showMode('lookup')} />
          ) : (
            <CameraScanner onCode={onCode} onError={onCameraError} />
          )}
          <div className="min-h-8" aria-live="polite">
            {session.checking ? <Spinner label="Checking pass..." /> : null}
          </div>
        </div>
      ) : (
        <LookupForm
          value={lookupText}
          onChange={setLookupText}
          onSubmit={() => {
            sound.unlock();
            session.lookUp(lookupText);
          }}
          pending={session.busy}
        />
      )}
    </div>
  );
}
