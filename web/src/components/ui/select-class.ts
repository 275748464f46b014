/** A native `<select>`'s look, as the admin area's inputs (the same text size, height and focus ring). */
export const selectClass =
  'h-11 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 sm:text-sm';
