import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { fieldHintId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTranslation } from '@/lib/i18n-react';

export interface LookupFormProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  pending: boolean;
}

/**
 * Find a visitor by e-mail or phone. A USB/Bluetooth barcode scanner types the pass's QR text and
 * Enter into this box; the page recognises a pass token and validates it as a scan.
 */
export function LookupForm({ value, onChange, onSubmit, pending }: LookupFormProps) {
  const { t } = useTranslation('door');
  const id = 'lookup-input';
  return (
    <form
      className="mx-auto grid w-full max-w-md gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onSubmit();
      }}
    >
      <Label htmlFor={id}>{t('door:lookup.label')}</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // Enter submits even when the box is blank (the button is disabled then), so a blank
          // entry gets the 'Input Required' message instead of nothing.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (!pending) onSubmit();
        }}
        placeholder={t('door:lookup.placeholder')}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-describedby={fieldHintId(id)}
        icon={<Search />}
        autoFocus
      />
      <p id={fieldHintId(id)} className="text-sm text-muted-foreground">
        {t('door:lookup.hint')}
      </p>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending || value.trim() === ''}>
        <Search aria-hidden="true" />
        {pending ? t('door:lookup.pending') : t('door:lookup.submit')}
      </Button>
    </form>
  );
}
