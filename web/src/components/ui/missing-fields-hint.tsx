import { useTranslation } from '@/lib/i18n-react';
import { listOf, missingFieldsText } from '@/lib/missing-fields';

export interface MissingFieldsHintProps {
  /** Give the disabled button `aria-describedby={id}`. */
  id: string;
  /** The labels of the fields still blank, in the form's order. */
  missing: readonly string[];
  /**
   * What the button does: a catalogue key whose message takes `{fields}` ('common:missing.register':
   * "Fill in {fields} to register."), or English words ('create the event').
   */
  action: string;
}

/** Says why a form's button is disabled: which fields are still blank. Nothing once none is. */
export function MissingFieldsHint({ id, missing, action }: MissingFieldsHintProps) {
  const { t } = useTranslation('common');
  if (missing.length === 0) return null;
  return (
    <p id={id} className="text-sm text-muted-foreground">
      {action.includes(':') ? t(action, { fields: listOf(missing) }) : missingFieldsText(missing, action)}
    </p>
  );
}
