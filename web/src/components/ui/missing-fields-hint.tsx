import { missingFieldsText } from '@/lib/missing-fields';

export interface MissingFieldsHintProps {
  /** Give the disabled button `aria-describedby={id}`. */
  id: string;
  /** The labels of the fields still blank, in the form's order. */
  missing: readonly string[];
  /** What the button does: 'register', 'create the event'. */
  action: string;
}

/** Says why a form's button is disabled: which fields are still blank. Nothing once none is. */
export function MissingFieldsHint({ id, missing, action }: MissingFieldsHintProps) {
  if (missing.length === 0) return null;
  return (
    <p id={id} className="text-sm text-muted-foreground">
      {missingFieldsText(missing, action)}
    </p>
  );
}
