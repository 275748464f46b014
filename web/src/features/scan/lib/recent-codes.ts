/**
 * Remembers the codes the camera read lately, so a pass still held in front of the camera (or read
 * again as soon as the staff return to the camera) is not handled twice. Each sighting of a code
 * extends its quiet period; a code unseen for `intervalMs` counts as new again.
 */
export class RecentCodes {
  private readonly seenAt = new Map<string, number>();

  constructor(private readonly intervalMs: number) {}

  /** True when the code is new (not seen within the interval); either way, it is remembered as seen now. */
  see(code: string, now: number): boolean {
    const last = this.seenAt.get(code);
    this.seenAt.set(code, now);
    for (const [other, at] of this.seenAt) {
      if (now - at >= this.intervalMs) this.seenAt.delete(other);
    }
    return last === undefined || now - last >= this.intervalMs;
  }

  /** Starts a quiet period for a code without handling it (the staff just finished with this pass). */
  touch(code: string, now: number): void {
    this.seenAt.set(code, now);
  }
}
