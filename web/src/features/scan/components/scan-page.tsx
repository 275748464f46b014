import type { ScanExhibit, ScanResult } from '@common/schemas';
import type { IScannerError } from '@yudiel/react-qr-scanner';
import { Camera, Keyboard } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, userMessage } from '@/lib/api-client';
import { useAdmit } from '../api/admit';
import { useLookupUser } from '../api/lookup-user';
import { useResendQr } from '../api/resend-qr';
import { useValidateQr } from '../api/validate-qr';
import { markAdmitted, markRefused, refusalOf, sortExhibits } from '../lib/admission';
import { beep, unlockBeep } from '../lib/beep';
import { cameraErrorText } from '../lib/camera-error';
import { SAME_CODE_INTERVAL_MS } from '../lib/constants';
import { isQrToken } from '../lib/input-kind';
import { KeyboardWedge } from '../lib/keyboard-wedge';
import { RecentCodes } from '../lib/recent-codes';
import { newRequestId } from '../lib/request-id';
import { AdmissionPanel } from './admission-panel';
import { CameraErrorPanel } from './camera-error-panel';
import { CameraScanner } from './camera-scanner';
import { LookupForm } from './lookup-form';

type Mode = 'camera' | 'lookup';

interface Admission {
  registration: NonNullable<ScanResult['registration']>;
  eventName?: string;
  exhibits: ScanExhibit[];
  /** The QR text that led here, when it came from a scan: kept quiet for a while after 'Scan Another'. */
  code?: string;
}

const toAdmission = (result: ScanResult, code?: string): Admission | null =>
  result.isValid && result.registration
    ? {
        registration: result.registration,
        eventName: result.event?.name,
        exhibits: sortExhibits(result.exhibits),
        ...(code ? { code } : {}),
      }
    : null;

/** The door: scan a pass (or look the visitor up), then admit them to their event's exhibits. */
export function ScanPage() {
  const [mode, setMode] = useState<Mode>('camera');
  const [lookupText, setLookupText] = useState('');
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [admission, setAdmission] = useState<Admission | null>(null);
  const [admitting, setAdmitting] = useState<ReadonlySet<string>>(new Set());
  const requestIds = useRef(new Map<string, string>());
  const recent = useRef(new RecentCodes(SAME_CODE_INTERVAL_MS));
  const validating = useRef(false);

  const validate = useValidateQr();
  const lookup = useLookupUser();
  const admit = useAdmit();
  const resend = useResendQr();

  const show = useCallback((next: Admission) => {
    requestIds.current.clear();
    setAdmitting(new Set());
    setAdmission(next);
  }, []);

  const validateCode = useCallback(
    (code: string) => {
      validating.current = true;
      validate.mutate(code, {
        onSuccess: (result) => {
          const next = toAdmission(result, code);
          if (!next) {
            toast({
              variant: 'destructive',
              title: 'Invalid QR Code',
              description: 'This QR code is not valid or has expired.',
            });
            return;
          }
          toast({ title: 'QR Code Valid', description: `Found registration for ${next.registration.name}` });
          show(next);
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: 'Scan Error',
            description: userMessage(error, 'Failed to validate QR code.'),
          });
        },
        onSettled: () => {
          validating.current = false;
        },
      });
    },
    [validate, show],
  );

  const onCode = useCallback(
    (code: string) => {
      // While a pass is being checked, later reads are not even remembered: one that stays in view
      // is reported again in half a second and handled then.
      if (validating.current) return;
      if (!recent.current.see(code, Date.now())) return;
      beep();
      validateCode(code);
    },
    [validateCode],
  );

  const onCameraError = useCallback((error: IScannerError) => {
    setCameraError(cameraErrorText(error));
    toast({
      variant: 'destructive',
      title: 'Camera Error',
      description: 'Failed to access camera. Please check permissions or use manual input.',
    });
  }, []);

  const submitLookup = () => {
    unlockBeep();
    const text = lookupText.trim();
    if (!text) {
      toast({ variant: 'destructive', title: 'Input Required', description: 'Please enter email or phone number' });
      return;
    }
    // A handheld scanner types the pass's QR text: validate it as a scan, not as a lookup.
    if (isQrToken(text)) {
      validateCode(text);
      return;
    }
    lookup.mutate(text, {
      onSuccess: (result) => {
        const next = toAdmission(result);
        if (!next) {
          toast({
            variant: 'destructive',
            title: 'User Not Found',
            description: 'No registration found with this email or phone.',
          });
          return;
        }
        toast({ title: 'User Found', description: next.registration.name });
        show(next);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) {
          toast({
            variant: 'destructive',
            title: 'User Not Found',
            description: 'No registration found with this email or phone.',
          });
          return;
        }
        toast({
          variant: 'destructive',
          title: 'Lookup Error',
          description: userMessage(error, 'Failed to lookup user.'),
        });
      },
    });
  };

  const updateExhibit = (registrationId: string, exhibitId: string, change: (exhibit: ScanExhibit) => ScanExhibit) =>
    setAdmission((current) =>
      current && current.registration.id === registrationId
        ? { ...current, exhibits: current.exhibits.map((item) => (item.id === exhibitId ? change(item) : item)) }
        : current,
    );

  const setAdmittingId = (exhibitId: string, on: boolean) =>
    setAdmitting((current) => {
      const next = new Set(current);
      if (on) next.add(exhibitId);
      else next.delete(exhibitId);
      return next;
    });

  const admitTo = async (exhibit: ScanExhibit) => {
    if (!admission) return;
    unlockBeep();
    const registrationId = admission.registration.id;
    // The same key for every try of this admit: a retry after a lost answer is not 'already checked in'.
    const requestId = requestIds.current.get(exhibit.id) ?? newRequestId();
    requestIds.current.set(exhibit.id, requestId);
    setAdmittingId(exhibit.id, true);
    try {
      const response = await admit.mutateAsync({ registrationId, exhibitId: exhibit.id, requestId });
      requestIds.current.delete(exhibit.id);
      updateExhibit(registrationId, exhibit.id, (item) => markAdmitted(item, response.checkedInAt, new Date()));
      toast({ title: 'Check-in Successful!', description: response.message });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.reason) requestIds.current.delete(exhibit.id);
      updateExhibit(registrationId, exhibit.id, (item) => markRefused(item, refusal));
      toast({
        variant: 'destructive',
        title: 'Admission Error',
        description: userMessage(error, 'Failed to admit user to exhibit.'),
      });
    } finally {
      setAdmittingId(exhibit.id, false);
    }
  };

  const resendPass = () => {
    if (!admission) return;
    resend.mutate(admission.registration.id, {
      onSuccess: (response) => toast({ title: 'QR Code Resent', description: response.message }),
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Resend Error',
          description: userMessage(error, 'Failed to resend QR code.'),
        });
      },
    });
  };

  const reset = () => {
    if (admission?.code) recent.current.touch(admission.code, Date.now());
    setAdmission(null);
    setLookupText('');
    setCameraError(null);
    lookup.reset();
    validate.reset();
  };

  const switchMode = () => {
    unlockBeep();
    setMode((current) => (current === 'camera' ? 'lookup' : 'camera'));
    setLookupText('');
    setCameraError(null);
  };

  // Browsers allow sound after the first gesture on the page: any tap or key readies the beep.
  useEffect(() => {
    window.addEventListener('pointerdown', unlockBeep, { once: true });
    window.addEventListener('keydown', unlockBeep, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlockBeep);
      window.removeEventListener('keydown', unlockBeep);
    };
  }, []);

  // A handheld scanner used while the camera shows: its keystrokes land on no input.
  const cameraShowing = mode === 'camera' && admission === null;
  useEffect(() => {
    if (!cameraShowing) return;
    const wedge = new KeyboardWedge();
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const text = wedge.press(event.key, event.timeStamp)?.trim();
      if (!text || !isQrToken(text) || validating.current) return;
      event.preventDefault();
      recent.current.see(text, Date.now());
      beep();
      validateCode(text);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [cameraShowing, validateCode]);

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
        admittingIds={admitting}
        resending={resend.isPending}
        onAdmit={(exhibit) => void admitTo(exhibit)}
        onResend={resendPass}
        onDone={reset}
      />
    );
  }

  const busy = validate.isPending || lookup.isPending;
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
        <Button variant="outline" onClick={switchMode} className="w-full sm:w-auto">
          {mode === 'camera' ? <Keyboard aria-hidden="true" /> : <Camera aria-hidden="true" />}
          {mode === 'camera' ? 'Switch to Lookup' : 'Switch to Camera'}
        </Button>
      </div>

      {mode === 'camera' ? (
        <div className="grid gap-3">
          {cameraError !== null ? (
            <CameraErrorPanel
              message={cameraError}
              onUseManualEntry={() => {
                setMode('lookup');
                setLookupText('');
                setCameraError(null);
              }}
            />
          ) : (
            <CameraScanner onCode={onCode} onError={onCameraError} />
          )}
          <div className="min-h-8" aria-live="polite">
            {validate.isPending ? <Spinner label="Checking pass..." /> : null}
          </div>
        </div>
      ) : (
        <LookupForm value={lookupText} onChange={setLookupText} onSubmit={submitLookup} pending={busy} />
      )}
    </div>
  );
}
