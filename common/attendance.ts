/**
 * The numbers after an event (issue 30 item 5): who had a place, who came (any check-in), who did
 * not (no-shows), and who cancelled, each with its share. Came and no-shows are shares of those with
 * a place at the end; cancelled is a share of everyone who registered (with a place or in line) and
 * did not stay on the waiting list. Plain rules, no I/O: the Attendance card words them.
 */
export interface AttendanceLine {
  label: 'Registered' | 'Came' | 'No-shows' | 'Cancelled';
  count: number;
  /** Whole percent; null where there is nothing to take a share of. */
  percent: number | null;
}

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null);

export function attendanceAfter(counts: {
  registered: number;
  checkedIn: number;
  cancelled: number;
}): AttendanceLine[] {
  const registered = Math.max(0, counts.registered);
  // A visitor who came and then cancelled is counted among those cancelled, not those who came.
  const came = Math.min(Math.max(0, counts.checkedIn), registered);
  const noShows = registered - came;
  const cancelled = Math.max(0, counts.cancelled);
  return [
    { label: 'Registered', count: registered, percent: null },
    { label: 'Came', count: came, percent: share(came, registered) },
    { label: 'No-shows', count: noShows, percent: share(noShows, registered) },
    { label: 'Cancelled', count: cancelled, percent: share(cancelled, registered + cancelled) },
  ];
}
