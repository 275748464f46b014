/** Toast behaviour fixed by the SPEC (section 9). */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays mounted this long (ms) before it is removed from the list. */
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5_000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];
