import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { cn } from '@/lib/utils';
import { Label } from './label';

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** The control; give it `id` and `{...fieldControlProps(id, error)}`. */
  children: ReactNode;
}

export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/** The accessibility attributes of the control inside a FormField: invalid, and what describes it. */
export function fieldControlProps(id: string, error: unknown, hasHint = false) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? fieldErrorId(id) : hasHint ? fieldHintId(id) : undefined,
  } as const;
}

/**
 * A field's error in the reader's language: the forms' rules (common/schemas.ts) name their messages
 * by catalogue key (`errors:email.invalid`); a message that is no key (a server's English) shows as is.
 */
export function useFieldErrorText() {
  const { t } = useTranslation('errors');
  return (message: string) => (/^[a-z]+:[\w.-]+$/.test(message) ? t(message) : message);
}

/**
 * A labelled control with its hint and its error message below it. Its rows keep to the top: beside
 * a field with an error (two fields in a row), the label and control stay level with the other's.
 */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const fieldError = useFieldErrorText();
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={fieldHintId(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={fieldErrorId(id)} className="text-sm font-medium text-destructive">
          {fieldError(error)}
        </p>
      ) : null}
    </div>
  );
}
