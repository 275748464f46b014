import type { TFunction } from '@common/i18n/translator';
import type { LiveCheckin, LiveCounts } from '@common/live-events';
import type { LookupMatch } from '@common/responses';
import type { ScanExhibit, ScanResult } from '@common/schemas';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n-react';
import { useAdmit } from '../api/admit';
import { ExitNeedsConnection } from '../api/admit-pass';
import { letOut } from '../api/let-out';
import { useLookupUser } from '../api/lookup-user';
import { useResendQr } from '../api/resend-qr';
import { useValidateQr } from '../api/validate-qr';
import {
  afterExit,
  markAdmitted,
  markAdmittedElsewhere,
  markRefused,
  refusalOf,
  sortExhibits,
  withLiveRemaining,
} from '../lib/admission';
import { SAME_CODE_INTERVAL_MS } from '../lib/constants';
import { admitFailureText, lookupFailureText, resendFailureText, validateFailureText } from '../lib/failure-text';
import type { HeardAdmissions } from '../lib/heard-admissions';
import { isQrToken } from '../lib/input-kind';
import { RecentCodes } from '../lib/recent-codes';
import { refusalText } from '../lib/refusal-text';
import { newRequestId } from '../lib/request-id';

/** The registration on screen and its exhibits, each with the outcome of its last admit. */
export interface Admission {
  registration: NonNullable<ScanResult['registration']>;
  /** The registration's event: its live stream keeps the cards current. */
  eventId?: string;
  eventName?: string;
  exhibits: ScanExhibit[];
  /** The QR text that led here, when it came from a scan: kept quiet for a while after 'Scan Another'. */
  code?: string;
  /** Why nobody is admitted whatever the exhibit: on the event's waiting list, or cancelled (issue 30). */
  notice?: string;
}

const toAdmission = (t: TFunction, result: ScanResult, code?: string): Admission | null =>
  result.isValid && result.registration
    ? {
        registration: result.registration,
        eventId: result.event?.id,
        eventName: result.event?.name,
        exhibits: sortExhibits(result.exhibits),
        ...(code ? { code } : {}),
        ...((result.reason === 'waiting_list' || result.reason === 'cancelled') && result.message
          ? { notice: refusalText(t, result) }
          : {}),
      }
    : null;

/** What the last pass or admit led to, shown as a full panel until 'Scan Another'. */
export interface DoorOutcome {
  admitted: boolean;
  /** Admitted on this device, the server out of reach: waiting to sync (issue 16). */
  offline?: boolean;
  /** An offline admission: its requestId and exhibit, for the panel to say when it has synced (issue 29 item 12). */
  queued?: { requestId: string; exhibitName: string };
  /** Who (admitted) or nothing (a refusal of a pass that names nobody). */
  title?: string;
  message: string;
  /** The QR text refused, when it came from a scan: kept quiet for a while after 'Scan Another'. */
  code?: string;
  /** A visitor let out (issue 32): the panel's "Goodbye, Ada". */
  goodbye?: string;
}

/** Several registrations matched a lookup: the door chooses one of them. */
export interface LookupChoice {
  matches: LookupMatch[];
  /** The text looked up, sent again with the registration chosen. */
  text: string;
  /** What the lookup answered: the view of the first match. */
  shown: ScanResult;
}

/** Where a scanned code came from: the camera reports a pass in view again and again, a handheld scanner once. */
export type ScanSource = 'camera' | 'handheld';

export interface DoorSession {
  /** The registration found, or null while the door waits for the next visitor. */
  admission: Admission | null;
  /** The outcome on screen (a refused pass, an admit or its refusal), or null. */
  outcome: DoorOutcome | null;
  /** What the last resend said, shown beside its button. */
  resendNote: { ok: boolean; text: string } | null;
  /** The registrations a lookup found when there were several, or null. */
  choice: LookupChoice | null;
  /** The registration of the choice being opened, if any. */
  choosingId: string | null;
  /** The exhibits whose admit is on its way. */
  admittingIds: ReadonlySet<string>;
  /** The exhibits admitted to on this visit of the registration (not "already checked in"). */
  admittedHere: ReadonlySet<string>;
  /** A scanned pass is being checked. */
  checking: boolean;
  /** A pass is being checked or a visitor looked up. */
  busy: boolean;
  resending: boolean;
  /** A scanned code; answers whether it is checked (not while another is, nor a camera's repeat). */
  scanned: (code: string, source: ScanSource) => boolean;
  /** Typed text: an e-mail address or phone number, or the QR text a handheld scanner typed into the field. */
  lookUp: (text: string) => void;
  /** Opens one of the registrations of the choice. */
  choose: (match: LookupMatch) => void;
  admitTo: (exhibit: ScanExhibit) => Promise<void>;
  /** Lets the visitor out of an exhibit they are inside (issue 32). */
  letOutOf: (exhibit: ScanExhibit) => Promise<void>;
  resendPass: () => void;
  /** Back to waiting for the next visitor. */
  reset: () => void;
  /** The event's live stream: another device admitted someone (the visitor on screen, perhaps). */
  heardElsewhere: (checkin: LiveCheckin) => void;
  /** The event's live stream: places left per exhibit. */
  heardCounts: (counts: LiveCounts) => void;
}

/**
 * The door's work: checking a pass or looking a visitor up, then admitting them to exhibits. Every
 * outcome is a panel on the page (nothing in a corner that could cover its buttons), with its sound:
 * the beep for a pass taken or an admission, the buzz for a refusal.
 */
export function useDoorSession(
  sounds: { beep: () => void; buzz: () => void },
  /** What the live stream told: this device's admits are noted there, so their echo is not "elsewhere". */
  heard: HeardAdmissions,
  /** The account signed in here (its username): who admits, as the offline door says it later. */
  account: string | null = null,
): DoorSession {
  const { t } = useTranslation(['door', 'errors']);
  const [admission, setAdmission] = useState<Admission | null>(null);
  const [outcome, setOutcome] = useState<DoorOutcome | null>(null);
  const [resendNote, setResendNote] = useState<DoorSession['resendNote']>(null);
  const [choice, setChoice] = useState<LookupChoice | null>(null);
  const [admitting, setAdmitting] = useState<ReadonlySet<string>>(new Set());
  const [admittedHere, setAdmittedHere] = useState<ReadonlySet<string>>(new Set());
  const requestIds = useRef(new Map<string, string>());
  const recent = useRef(new RecentCodes(SAME_CODE_INTERVAL_MS));
  const validating = useRef(false);

  const validate = useValidateQr();
  const lookup = useLookupUser();
  const admit = useAdmit(account);
  const resend = useResendQr();

  const show = useCallback((next: Admission) => {
    requestIds.current.clear();
    setChoice(null);
    setAdmitting(new Set());
    setAdmittedHere(new Set());
    setOutcome(null);
    setResendNote(null);
    setAdmission(next);
  }, []);

  const refuse = useCallback(
    (next: DoorOutcome) => {
      sounds.buzz();
      setOutcome(next);
    },
    [sounds],
  );

  const validateCode = useCallback(
    (code: string) => {
      validating.current = true;
      validate.mutate(code, {
        onSuccess: (result) => {
          const next = toAdmission(t, result, code);
          if (!next) {
            recent.current.touch(code, Date.now());
            const message = result.reason ? refusalText(t, result) : (result.message ?? t('door:refusal.invalid'));
            refuse({ admitted: false, message, code });
            return;
          }
          show(next);
        },
        onError: (error) => {
          refuse({ admitted: false, message: validateFailureText(t, error) });
        },
        onSettled: () => {
          validating.current = false;
        },
      });
    },
    [validate, show, refuse, t],
  );

  const scanned = useCallback(
    (code: string, source: ScanSource) => {
      // While a pass is being checked, later reads are not even remembered: one that stays in view
      // is reported again in half a second and handled then.
      if (validating.current) return false;
      if (!recent.current.see(code, Date.now()) && source === 'camera') return false;
      sounds.beep();
      validateCode(code);
      return true;
    },
    [validateCode, sounds],
  );

  const notFound = () =>
    toast({
      variant: 'destructive',
      title: t('door:toast.notFoundTitle'),
      description: t('door:toast.notFoundText'),
    });

  const lookupFailed = (error: Error) => {
    if (error instanceof ApiError && error.status === 404) {
      notFound();
      return;
    }
    toast({
      variant: 'destructive',
      title: t('door:toast.lookupErrorTitle'),
      description: lookupFailureText(t, error),
    });
  };

  const lookUp = (input: string) => {
    const text = input.trim();
    if (!text) {
      toast({
        variant: 'destructive',
        title: t('door:toast.inputRequiredTitle'),
        description: t('door:toast.inputRequiredText'),
      });
      return;
    }
    // A handheld scanner types the pass's QR text: validate it as a scan, not as a lookup.
    if (isQrToken(text)) {
      validateCode(text);
      return;
    }
    setChoice(null);
    lookup.mutate(
      { emailOrPhone: text },
      {
        onSuccess: (result) => {
          if (result.matches && result.matches.length > 1) {
            setChoice({ matches: result.matches, text, shown: result });
            return;
          }
          const next = toAdmission(t, result);
          if (next) show(next);
          else notFound();
        },
        onError: lookupFailed,
      },
    );
  };

  const choose = (match: LookupMatch) => {
    if (!choice) return;
    // The lookup already answered the first match's view.
    const shown = match.registrationId === choice.shown.registration?.id ? toAdmission(t, choice.shown) : null;
    if (shown) {
      show(shown);
      return;
    }
    lookup.mutate(
      { emailOrPhone: choice.text, registrationId: match.registrationId },
      {
        onSuccess: (result) => {
          const next = toAdmission(t, result);
          if (next) show(next);
          else notFound();
        },
        onError: lookupFailed,
      },
    );
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
    heard.admitting(registrationId, exhibit.id);
    try {
      const response = await admit.mutateAsync({ registrationId, exhibitId: exhibit.id, requestId });
      requestIds.current.delete(exhibit.id);
      updateExhibit(registrationId, exhibit.id, (item) =>
        markAdmitted(item, response.checkedInAt, new Date(), account),
      );
      setAdmittedHere((current) => new Set(current).add(exhibit.id));
      sounds.beep();
      setOutcome({
        admitted: true,
        offline: response.offline,
        ...(response.offline ? { queued: { requestId, exhibitName: exhibit.name } } : {}),
        title: admission.registration.name,
        message: t('door:outcome.admittedTo', { exhibit: exhibit.name }),
      });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.reason) {
        requestIds.current.delete(exhibit.id);
        heard.notAdmitted(registrationId, exhibit.id);
      }
      updateExhibit(registrationId, exhibit.id, (item) => markRefused(item, refusal));
      refuse({
        admitted: false,
        title: admission.registration.name,
        message: refusal.reason ? refusalText(t, refusal, exhibit) : admitFailureText(t, error),
      });
    } finally {
      setAdmittingId(exhibit.id, false);
    }
  };

  const letOutOf = async (exhibit: ScanExhibit) => {
    if (!admission) return;
    const registrationId = admission.registration.id;
    const requestId = newRequestId();
    setAdmittingId(exhibit.id, true);
    try {
      const response = await letOut({ registrationId, exhibitId: exhibit.id, requestId });
      updateExhibit(registrationId, exhibit.id, afterExit);
      sounds.beep();
      setOutcome({
        admitted: true,
        goodbye: t('door:exit.goodbye', { name: admission.registration.name }),
        message: t('door:exit.timeInside', { minutes: response.minutesInside ?? 0, exhibit: exhibit.name }),
      });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.reason === 'not_inside')
        updateExhibit(registrationId, exhibit.id, (item) => ({ ...item, insideSince: null }));
      refuse({
        admitted: false,
        title: admission.registration.name,
        message:
          error instanceof ExitNeedsConnection
            ? t('door:exit.needsConnection')
            : refusal.reason
              ? refusalText(t, refusal, exhibit)
              : admitFailureText(t, error),
      });
    } finally {
      setAdmittingId(exhibit.id, false);
    }
  };

  const resendPass = () => {
    if (!admission) return;
    setResendNote(null);
    resend.mutate(admission.registration.id, {
      onSuccess: () =>
        setResendNote({ ok: true, text: t('door:registrant.sentTo', { email: admission.registration.email }) }),
      onError: (error) => setResendNote({ ok: false, text: resendFailureText(t, error) }),
    });
  };

  const reset = () => {
    // The pass just handled, still in front of the camera, is not read again at once.
    const code = admission?.code ?? outcome?.code;
    if (code) recent.current.touch(code, Date.now());
    setAdmission(null);
    setAdmittedHere(new Set());
    setOutcome(null);
    setResendNote(null);
    setChoice(null);
    lookup.reset();
    validate.reset();
  };

  const heardElsewhere = useCallback((checkin: LiveCheckin) => {
    setAdmission((current) =>
      current && current.registration.id === checkin.registrationId
        ? {
            ...current,
            exhibits: current.exhibits.map((item) =>
              item.id === checkin.exhibitId ? markAdmittedElsewhere(item, checkin.checkedInAt, checkin.by) : item,
            ),
          }
        : current,
    );
  }, []);

  const heardCounts = useCallback((counts: LiveCounts) => {
    const remaining = new Map(counts.exhibits.map((exhibit) => [exhibit.id, exhibit.remaining]));
    setAdmission((current) =>
      current
        ? { ...current, exhibits: current.exhibits.map((item) => withLiveRemaining(item, remaining.get(item.id))) }
        : current,
    );
  }, []);

  return {
    heardElsewhere,
    heardCounts,
    admission,
    outcome,
    resendNote,
    choice,
    choosingId: lookup.isPending ? (lookup.variables?.registrationId ?? null) : null,
    admittingIds: admitting,
    admittedHere,
    checking: validate.isPending,
    busy: validate.isPending || lookup.isPending,
    resending: resend.isPending,
    scanned,
    lookUp,
    choose,
    admitTo,
    letOutOf,
    resendPass,
    reset,
  };
}
