import type { ScanExhibit, ScanResult } from '@common/schemas';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ApiError, userMessage } from '@/lib/api-client';
import { useAdmit } from '../api/admit';
import { useLookupUser } from '../api/lookup-user';
import { useResendQr } from '../api/resend-qr';
import { useValidateQr } from '../api/validate-qr';
import { markAdmitted, markRefused, refusalOf, sortExhibits } from '../lib/admission';
import { SAME_CODE_INTERVAL_MS } from '../lib/constants';
import { admitFailureText, lookupFailureText, resendFailureText } from '../lib/failure-text';
import { isQrToken } from '../lib/input-kind';
import { RecentCodes } from '../lib/recent-codes';
import { newRequestId } from '../lib/request-id';

/** The registration on screen and its exhibits, each with the outcome of its last admit. */
export interface Admission {
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

/** Where a scanned code came from: the camera reports a pass in view again and again, a handheld scanner once. */
export type ScanSource = 'camera' | 'handheld';

export interface DoorSession {
  /** The registration found, or null while the door waits for the next visitor. */
  admission: Admission | null;
  /** The exhibits whose admit is on its way. */
  admittingIds: ReadonlySet<string>;
  /** A scanned pass is being checked. */
  checking: boolean;
  /** A pass is being checked or a visitor looked up. */
  busy: boolean;
  resending: boolean;
  /** A scanned code; answers whether it is checked (not while another is, nor a camera's repeat). */
  scanned: (code: string, source: ScanSource) => boolean;
  /** Typed text: an e-mail address or phone number, or the QR text a handheld scanner typed into the field. */
  lookUp: (text: string) => void;
  admitTo: (exhibit: ScanExhibit) => Promise<void>;
  resendPass: () => void;
  /** Back to waiting for the next visitor. */
  reset: () => void;
}

/**
 * The door's work: checking a pass or looking a visitor up, then admitting them to exhibits, with
 * every outcome told in a toast. `onScanAccepted` runs when a scanned code is taken (the beep).
 */
export function useDoorSession(onScanAccepted: () => void): DoorSession {
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

  const scanned = useCallback(
    (code: string, source: ScanSource) => {
      // While a pass is being checked, later reads are not even remembered: one that stays in view
      // is reported again in half a second and handled then.
      if (validating.current) return false;
      if (!recent.current.see(code, Date.now()) && source === 'camera') return false;
      onScanAccepted();
      validateCode(code);
      return true;
    },
    [validateCode, onScanAccepted],
  );

  const lookUp = (input: string) => {
    const text = input.trim();
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
          description: lookupFailureText(error),
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
        description: admitFailureText(error),
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
          description: resendFailureText(error),
        });
      },
    });
  };

  const reset = () => {
    if (admission?.code) recent.current.touch(admission.code, Date.now());
    setAdmission(null);
    lookup.reset();
    validate.reset();
  };

  return {
    admission,
    admittingIds: admitting,
    checking: validate.isPending,
    busy: validate.isPending || lookup.isPending,
    resending: resend.isPending,
    scanned,
    lookUp,
    admitTo,
    resendPass,
    reset,
  };
}
