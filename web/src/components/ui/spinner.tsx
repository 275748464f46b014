export interface SpinnerProps {
  /** Words read and shown below the spinner; when absent the spinner is decorative. */
  label?: string;
}

export function Spinner({ label }: SpinnerProps) {
  return (
    <div className="flex flex-col items-center justify-center gap-3" role={label ? 'status' : undefined}>
      <span
        aria-hidden="true"
        className="inline-block size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary"
      />
      {label ? <p className="text-sm text-muted-foreground">{label}</p> : null}
    </div>
  );
}
