import type { LiveCheckin, LiveCounts } from '@common/live-events';
import { useEffect, useState } from 'react';
import { type LiveStatus, useLiveEvent } from '@/lib/live-event';
import { noteAdmission } from '../door-offline/door-copy';
import { HeardAdmissions } from '../lib/heard-admissions';

/** What the door remembers of its live stream, for the whole visit of the page. */
export function useHeardAdmissions(): HeardAdmissions {
  const [heard] = useState(() => new HeardAdmissions());
  return heard;
}

export interface DoorLiveListeners {
  /** Another device admitted someone (this device's own admissions are left out). */
  onAdmittedElsewhere: (checkin: LiveCheckin) => void;
  onCounts: (counts: LiveCounts) => void;
}

/**
 * The door's live stream (issue 15): the event of the visitor on screen or of the exhibit admitted to
 * on scan, and after that the last such event, so that admissions by other devices are heard before
 * the next pass of that event is scanned, and kept in the device's copy for the door offline. One
 * stream per door device; none before a first event.
 */
export function useDoorLive(eventId: string | null, heard: HeardAdmissions, listeners: DoorLiveListeners): LiveStatus {
  const [followed, setFollowed] = useState(eventId);
  useEffect(() => {
    if (eventId !== null) setFollowed(eventId);
  }, [eventId]);
  return useLiveEvent(eventId ?? followed, {
    onCheckin: (checkin) => {
      if (!heard.hear(checkin)) return;
      listeners.onAdmittedElsewhere(checkin);
      // Into the device's copy at once (issue 29 item 1): refused offline if the pass comes here next.
      void noteAdmission({
        registrationId: checkin.registrationId,
        exhibitId: checkin.exhibitId,
        admittedAt: checkin.checkedInAt,
        by: checkin.by,
      });
    },
    onCounts: listeners.onCounts,
  });
}
