import type { TFunction } from '@common/i18n/translator';
import { NOT_A_SHEETS_LINK_MESSAGE, SHEETS_URL_MAX_LENGTH, sheetsUrlProblem } from '@common/sheet-url';
import { Link2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { saveFeedback } from '@/components/form-dialog/save-feedback';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorId, fieldHintId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n-react';
import { useSaveSheetsLink } from '../api/sheets';
import { SHEETS_URL_EXAMPLE } from './sheets-access-help';

/** The link's problem by the server's rule (common/sheet-url.ts), in the reader's language. */
function problemText(t: TFunction, value: string): string | null {
  const problem = sheetsUrlProblem(value);
  if (problem === null) return null;
  return problem === NOT_A_SHEETS_LINK_MESSAGE
    ? t('registrations:sheets.notASheetsLink', { example: SHEETS_URL_EXAMPLE })
    : t('registrations:sheets.tooLong', { max: SHEETS_URL_MAX_LENGTH });
}

export interface SheetsUrlFormProps {
  eventId: string;
  /** The saved link ('' when none): the field starts with it, and Cancel gives it back. */
  savedUrl: string;
  onDone: () => void;
}

/** The spreadsheet URL in edit mode: checked here with the server's rule, then saved. */
export function SheetsUrlForm({ eventId, savedUrl, onDone }: SheetsUrlFormProps) {
  const { t } = useTranslation('registrations');
  const [value, setValue] = useState(savedUrl);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveSheetsLink();
  const blank = value.trim() === '';

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (blank || save.isPending) return;
    const problem = problemText(t, value);
    if (problem) {
      setError(problem);
      return;
    }
    save.mutate(
      { eventId, sheetsUrl: value.trim() },
      saveFeedback({
        saved: { title: t('registrations:sheets.updated'), description: t('registrations:sheets.checking') },
        failed: t('registrations:sheets.updateFailed'),
        onSaved: onDone,
        onFailed: (fields, message) => setError(fields.sheetsUrl ?? message),
      }),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <FormField
        id="sheets-url"
        label={t('registrations:sheets.url')}
        error={error}
        hint={t('registrations:sheets.urlHint')}
      >
        <Input
          id="sheets-url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://docs.google.com/spreadsheets/d/…/edit"
          icon={<Link2 />}
          value={value}
          onChange={(changed) => {
            setValue(changed.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId('sheets-url') : fieldHintId('sheets-url')}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('registrations:action.cancel')}
        </Button>
        <Button type="submit" disabled={blank || save.isPending}>
          {save.isPending ? t('registrations:sheets.saving') : t('registrations:sheets.save')}
        </Button>
      </div>
    </form>
  );
}
