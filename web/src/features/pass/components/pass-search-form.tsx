import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTranslation } from '@/lib/i18n-react';

export interface PassSearchFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSearch: (email: string) => void;
  searching: boolean;
}

export function PassSearchForm({ email, onEmailChange, onSearch, searching }: PassSearchFormProps) {
  const trimmed = email.trim();
  const { t } = useTranslation('public');
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onSearch(trimmed);
      }}
    >
      <Label htmlFor="pass-email">{t('public:register.field.email')}</Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id="pass-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('public:pass.searchPlaceholder')}
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          required
        />
        <Button type="submit" size="lg" className="sm:w-auto" disabled={!trimmed || searching}>
          <Search aria-hidden="true" />
          {t('public:pass.search')}
        </Button>
      </div>
    </form>
  );
}
