import type { LiveCheckin, LiveCounts } from '@common/live-events';
import { useEffect, useState } from 'react';
import { type LiveStatus, useLiveEvent } from '@/lib/live-event';
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
 * the next pass of that event is scanned. One stream per door device; none before a first event.
 */
export function useDoorLive(eventId: string | null, heard: HeardAdmissions, listeners: DoorLiveListeners): LiveStatus {
  const [followed, setFollowed] = useState(eventId);
  useEffect(() => {
    if (eventId !== null) setFollowed(eventId);
  }, [eventId]);
  return useLiveEvent(eventId ?? followed, {
    onCheckin: (checkin) => {
      if (heard.hear(checkin)) listeners.onAdmittedElsewhere(checkin);
    },
    onCounts: listeners.onCounts,
  });
}
