import { sheetsUrlProblem } from '@common/sheet-url';
import { Link2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { saveFeedback } from '@/components/form-dialog/save-feedback';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorId, fieldHintId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSaveSheetsLink } from '../api/sheets';

export interface SheetsUrlFormProps {
  eventId: string;
  /** The saved link ('' when none): the field starts with it, and Cancel gives it back. */
  savedUrl: string;
  onDone: () => void;
}

/** The spreadsheet URL in edit mode: checked here with the server's rule, then saved. */
export function SheetsUrlForm({ eventId, savedUrl, onDone }: SheetsUrlFormProps) {
  const [value, setValue] = useState(savedUrl);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveSheetsLink();
  const blank = value.trim() === '';

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (blank || save.isPending) return;
    const problem = sheetsUrlProblem(value);
    if (problem) {
      setError(problem);
      return;
    }
    save.mutate(
      { eventId, sheetsUrl: value.trim() },
      saveFeedback({
        saved: { title: 'Google Sheets URL updated', description: 'Checking access to the sheet...' },
        failed: 'Failed to update Google Sheets URL',
        onSaved: onDone,
        onFailed: (fields, message) => setError(fields.sheetsUrl ?? message),
      }),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <FormField
        id="sheets-url"
        label="Spreadsheet URL"
        error={error}
        hint="The sheet's address from the browser, ending in /edit."
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
          Cancel
        </Button>
        <Button type="submit" disabled={blank || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
