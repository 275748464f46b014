import { useCallback, useEffect, useRef, useState } from 'react';
import { admitPass } from '../api/admit-pass';
import { useTodaysExhibits } from '../api/todays-exhibits';
import { refusalOf } from '../lib/admission';
import { SAME_CODE_INTERVAL_MS } from '../lib/constants';
import { type DoorSettings, loadDoorSettings, saveDoorSettings } from '../lib/door-settings';
import { admitFailureText } from '../lib/failure-text';
import { RecentCodes } from '../lib/recent-codes';
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
  | { kind: 'refused'; message: string; at: number };

export interface AdmitOnScan {
  /** The switch is on and an exhibit is chosen: scans admit at once. */
  active: boolean;
  settings: DoorSettings;
  setOn: (on: boolean) => void;
  setExhibitId: (id: string) => void;
  exhibits: DoorExhibit[];
  loadingExhibits: boolean;
  /** What the last pass led to, for 2 s or until the next pass. */
  outcome: ScanOutcome | null;
  /** A pass read (camera or handheld); answers whether it was taken (not a pass still in view). */
  scanned: (code: string) => boolean;
}

/**
 * "Admit on scan": every new pass is admitted at once to the chosen exhibit, with no tap; a pass that
 * stays in view is handled once, and shown again after its quiet interval it is a new admission
 * (refused: already checked in). The switch and the exhibit are remembered on the device.
 */
export function useAdmitOnScan(sounds: { beep: () => void; buzz: () => void }): AdmitOnScan {
  const [settings, setSettings] = useState<DoorSettings>(() => loadDoorSettings(globalThis.localStorage));
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
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

  const scanned = useCallback(
    (code: string) => {
      const exhibit = chosenRef.current;
      if (!exhibit) return false;
      if (!recent.current.see(code, Date.now())) return false;
      admitPass({ qrCode: code, exhibitId: exhibit.id, requestId: newRequestId() }).then(
        (admitted) => {
          sounds.beep();
          setOutcome({
            kind: 'admitted',
            offline: admitted.offline,
            name: admitted.registration.name,
            exhibitName: admitted.exhibit.name,
            remaining: admitted.remaining,
            capacity: exhibit.maxCapacity,
            at: Date.now(),
          });
        },
        (error: unknown) => {
          sounds.buzz();
          setOutcome({ kind: 'refused', message: refusalOf(error).message ?? admitFailureText(error), at: Date.now() });
        },
      );
      return true;
    },
    [sounds],
  );

  return {
    active,
    settings,
    setOn: (on) => update({ admitOnScan: on }),
    setExhibitId: (exhibitId) => update({ exhibitId }),
    exhibits,
    loadingExhibits: loading,
    outcome,
    scanned,
  };
}
