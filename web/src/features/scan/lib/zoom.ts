/** A camera's zoom range, as `MediaStreamTrack.getCapabilities().zoom` reports it. */
export interface ZoomRange {
  min: number;
  max: number;
}

/** Three steps from one end of the range to the other (SPEC section 9). */
export const ZOOM_STEPS = 3;

/** Whether the camera can zoom at all. */
export function canZoom(range: Partial<ZoomRange> | undefined): range is ZoomRange {
  return typeof range?.min === 'number' && typeof range.max === 'number' && range.max > range.min;
}

/** The zoom one button press away: a third of the range in or out, kept within the range. */
export function nextZoom(current: number, direction: 1 | -1, range: ZoomRange): number {
  const step = (range.max - range.min) / ZOOM_STEPS;
  return Math.min(range.max, Math.max(range.min, current + direction * step));
}

/** Whether the zoom is at an end of the range (a step's rounding error counts as there). */
export function atZoomLimit(current: number, direction: 1 | -1, range: ZoomRange): boolean {
  const tolerance = (range.max - range.min) / 1000;
  return direction === 1 ? current >= range.max - tolerance : current <= range.min + tolerance;
}
