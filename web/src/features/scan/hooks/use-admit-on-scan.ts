import type { LiveCounts } from '@common/live-events';
import type { Direction } from '@common/occupancy';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { admitPass, ExitNeedsConnection } from '../api/admit-pass';
import { useTodaysExhibits } from '../api/todays-exhibits';
import { placesAfterOfflineAdmit } from '../door-offline/offline-view';
import { refusalOf } from '../lib/admission';
import { SAME_CODE_INTERVAL_MS } from '../lib/constants';
import { type DoorSettings, loadDoorSettings, saveDoorSettings } from '../lib/door-settings';
import { admitFailureText } from '../lib/failure-text';
import { admittedElsewhereText, type HeardAdmissions } from '../lib/heard-admissions';
import { registrationOfPass } from '../lib/input-kind';
import { RecentCodes } from '../lib/recent-codes';
import { refusalText } from '../lib/refusal-text';
import { newRequestId } from '../lib/request-id';
import type { DoorExhibit } from '../lib/todays-exhibits';

/** How long an outcome stays on screen when no other pass follows. */
export const OUTCOME_SHOWN_MS = 2000;

export type ScanOutcome =
  | {
      kind: 'admitted';
      /** Admitted on this device, the server out of reach (issue 16). */
      offline?: boolean;
      name: string;
      exhibitName: string;
      remaining: number | null;
      capacity: number | null;
      at: number;
    }
  | {
      /** Let out (issue 32): "Goodbye, Ada", the minutes inside. */
      kind: 'left';
      name: string;
      exhibitName: string;
      minutesInside: number;
      at: number;
    }
  | { kind: 'refused'; message: string; at: number };

/** The chosen exhibit's people inside now (issue 32), as the live counts or the last scan said. */
export interface DoorOccupancy {
  inside: number;
  /** Its capacity when that counts people inside at once, else null. */
  capacity: number | null;
}

export interface AdmitOnScan {
  /** The switch is on and an exhibit is chosen: scans admit at once. */
  active: boolean;
  settings: DoorSettings;
  setOn: (on: boolean) => void;
  setExhibitId: (id: string) => void;
  setDirection: (direction: Direction) => void;
  /** People inside the chosen exhibit now, once known (issue 32). */
  occupancy: DoorOccupancy | null;
  exhibits: DoorExhibit[];
  loadingExhibits: boolean;
  /** The chosen exhibit's event while scans admit (its live stream is followed), else null. */
  eventId: string | null;
  /** The chosen exhibit's places left, as the live counts (or the last admission) said; null: no capacity or not known yet. */
  placesLeft: { remaining: number; capacity: number } | null;
  /** The live stream's counts. */
  heardCounts: (counts: LiveCounts) => void;
  /** What the last pass led to, for 2 s or until the next pass. */
  outcome: ScanOutcome | null;
  /** A pass read (camera or handheld); answers whether it was taken (not a pass still in view). */
  scanned: (code: string) => boolean;
}

/**
 * "Admit on scan": every new pass is admitted at once to the chosen exhibit, with no tap; a pass that
 * stays in view is handled once, and shown again after its quiet interval it is a new admission
 * (refused: already checked in). A pass another device admitted to the exhibit, as the live stream
 * told (`heard`), is refused here with who did it, with no admit sent. The switch and the exhibit are
 * remembered on the device.
 */
export function useAdmitOnScan(
  sounds: { beep: () => void; buzz: () => void },
  heard: HeardAdmissions,
  /** The account signed in (its username): who admits, as the offline door says later. */
  account: string | null = null,
): AdmitOnScan {
  const { t } = useTranslation(['door', 'errors']);
  const [settings, setSettings] = useState<DoorSettings>(() => loadDoorSettings(globalThis.localStorage));
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [places, setPlaces] = useState<{ exhibitId: string; remaining: number } | null>(null);
  const [occupancy, setOccupancy] = useState<(DoorOccupancy & { exhibitId: string }) | null>(null);
  const recent = useRef(new RecentCodes(SAME_CODE_INTERVAL_MS));
  const { exhibits, loading } = useTodaysExhibits(settings.admitOnScan);

  const update = useCallback((change: Partial<DoorSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      saveDoorSettings(globalThis.localStorage, next);
      return next;
    });
  }, []);

  // One exhibit open today: it is the choice. A remembered exhibit that is not open today is no choice.
  const chosen = exhibits.find((exhibit) => exhibit.id === settings.exhibitId) ?? null;
  const only = exhibits.length === 1 ? exhibits[0] : undefined;
  useEffect(() => {
    if (settings.admitOnScan && !chosen && only) update({ exhibitId: only.id });
  }, [settings.admitOnScan, chosen, only, update]);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome((current) => (current === outcome ? null : current)), OUTCOME_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const active = settings.admitOnScan && chosen !== null;
  const chosenRef = useRef(chosen);
  chosenRef.current = chosen;
  const placesRef = useRef(places);
  placesRef.current = places;

  const directionRef = useRef(settings.direction);
  directionRef.current = settings.direction;

  /** An exit scan (issue 32): online only; "Goodbye, Ada" with the minutes inside, or why not. */
  const letOut = useCallback(
    (code: string, exhibit: DoorExhibit) => {
      admitPass({ qrCode: code, exhibitId: exhibit.id, requestId: newRequestId(), direction: 'exit' }, account).then(
        (left) => {
          sounds.beep();
          if (typeof left.inside === 'number') {
            setOccupancy({
              exhibitId: exhibit.id,
              inside: left.inside,
              capacity: left.capacityMode === 'inside' ? exhibit.maxCapacity : null,
            });
          }
          setOutcome({
            kind: 'left',
            name: left.registration.name,
            exhibitName: left.exhibit.name,
            minutesInside: left.minutesInside ?? 0,
            at: Date.now(),
          });
        },
        (error: unknown) => {
          sounds.buzz();
          const refusal = refusalOf(error);
          const message =
            error instanceof ExitNeedsConnection
              ? t('door:exit.needsConnection')
              : refusal.reason
                ? refusalText(t, refusal, exhibit)
                : admitFailureText(t, error);
          setOutcome({ kind: 'refused', message, at: Date.now() });
        },
      );
    },
    [sounds, account, t],
  );

  const scanned = useCallback(
    (code: string) => {
      const exhibit = chosenRef.current;
      if (!exhibit) return false;
      if (!recent.current.see(code, Date.now())) return false;
      if (directionRef.current === 'exit') {
        letOut(code, exhibit);
        return true;
      }
      const registrationId = registrationOfPass(code);
      const elsewhere = registrationId ? heard.find(registrationId, exhibit.id) : null;
      if (elsewhere) {
        sounds.buzz();
        setOutcome({ kind: 'refused', message: admittedElsewhereText(t, elsewhere, new Date()), at: Date.now() });
        return true;
      }
      if (registrationId) heard.admitting(registrationId, exhibit.id);
      admitPass({ qrCode: code, exhibitId: exhibit.id, requestId: newRequestId() }, account).then(
        (admitted) => {
          sounds.beep();
          const shown = placesRef.current?.exhibitId === exhibit.id ? placesRef.current.remaining : null;
          const remaining = admitted.offline ? placesAfterOfflineAdmit(shown, admitted.remaining) : admitted.remaining;
          if (remaining !== null) setPlaces({ exhibitId: exhibit.id, remaining });
          if (!admitted.offline && typeof admitted.inside === 'number') {
            setOccupancy({
              exhibitId: exhibit.id,
              inside: admitted.inside,
              capacity: admitted.capacityMode === 'inside' ? exhibit.maxCapacity : null,
            });
          }
          setOutcome({
            kind: 'admitted',
            offline: admitted.offline,
            name: admitted.registration.name,
            exhibitName: admitted.exhibit.name,
            remaining,
            capacity: exhibit.maxCapacity,
            at: Date.now(),
          });
        },
        (error: unknown) => {
          if (registrationId && refusalOf(error).reason) heard.notAdmitted(registrationId, exhibit.id);
          sounds.buzz();
          const refusal = refusalOf(error);
          const message = refusal.reason ? refusalText(t, refusal, exhibit) : admitFailureText(t, error);
          setOutcome({ kind: 'refused', message, at: Date.now() });
        },
      );
      return true;
    },
    [sounds, heard, account, t, letOut],
  );

  const heardCounts = useCallback((counts: LiveCounts) => {
    const exhibit = chosenRef.current;
    const live = exhibit ? counts.exhibits.find((item) => item.id === exhibit.id) : undefined;
    if (exhibit && live && typeof live.inside === 'number') {
      const capacity = live.capacityMode === 'inside' ? live.capacity : null;
      setOccupancy((current) =>
        current?.exhibitId === exhibit.id && current.inside === live.inside && current.capacity === capacity
          ? current
          : { exhibitId: exhibit.id, inside: live.inside, capacity },
      );
    }
    const remaining = live?.remaining;
    if (exhibit && typeof remaining === 'number') {
      setPlaces((current) =>
        current?.exhibitId === exhibit.id && current.remaining === remaining
          ? current
          : { exhibitId: exhibit.id, remaining },
      );
    }
  }, []);

  return {
    active,
    settings,
    setOn: (on) => update({ admitOnScan: on }),
    setExhibitId: (exhibitId) => update({ exhibitId }),
    setDirection: (direction) => update({ direction }),
    occupancy:
      active && occupancy?.exhibitId === chosen.id ? { inside: occupancy.inside, capacity: occupancy.capacity } : null,
    exhibits,
    loadingExhibits: loading,
    eventId: active ? chosen.eventId : null,
    placesLeft:
      active && chosen.maxCapacity !== null && places?.exhibitId === chosen.id
        ? { remaining: places.remaining, capacity: chosen.maxCapacity }
        : null,
    heardCounts,
    outcome,
    scanned,
  };
}
