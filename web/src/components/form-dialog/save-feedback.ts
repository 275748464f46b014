import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { type ToastOptions, toast } from '@/components/ui/use-toast';
import { userMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { serverFieldErrors } from '@/lib/server-field-errors';

export interface SaveFeedback<TData> {
  /** The toast once it worked (from the answer, when it names what was saved). */
  saved: ToastOptions | ((data: TData) => ToastOptions);
  /** The red toast's title when it failed; its text is the server's words, or `fallback`. */
  failed: string;
  fallback?: string;
  onSaved?: (data: TData) => void;
  /** Before the red toast: the server's message for each field it refused (often none), and the failure's words. */
  onFailed?: (fields: Record<string, string>, message: string) => void;
}

/**
 * A mutation's `onSuccess` / `onError` that say how it went: a toast once saved, and when it fails
 * the server's per-field messages handed to the form and a red toast with the server's words.
 */
export function saveFeedback<TData>({
  saved,
  failed,
  fallback = i18n.t('common:error.unknown', { defaultValue: 'Unknown error occurred' }),
  onSaved,
  onFailed,
}: SaveFeedback<TData>) {
  return {
    onSuccess: (data: TData) => {
      toast(typeof saved === 'function' ? saved(data) : saved);
      onSaved?.(data);
    },
    onError: (error: unknown) => {
      const message = userMessage(error, fallback);
      onFailed?.(serverFieldErrors(error), message);
      toast({ variant: 'destructive', title: failed, description: message });
    },
  };
}

/** `onFailed` for a react-hook-form form: each server message shown under its field, if the form has it. */
export function setServerFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  return (errors: Record<string, string>) => {
    for (const [field, message] of Object.entries(errors)) {
      const name = fields.find((candidate) => candidate === field);
      if (name) setError(name, { type: 'server', message });
    }
  };
}
