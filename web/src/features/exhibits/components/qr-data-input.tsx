import { CircleCheck, QrCode, X } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { fieldHintId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTranslation } from '@/lib/i18n-react';

export interface QrDataInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The box itself: the kiosk focuses it for the next visitor's scan. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The QR data box. Hardware scanners type the code and then press Enter: Enter is swallowed so the
 * value stays put and nothing is submitted; the visitor then picks an exhibit.
 */
export function QrDataInput({ value, onChange, inputRef }: QrDataInputProps) {
  const id = 'qr-data';
  const filled = value.trim().length > 0;
  const { t } = useTranslation('public');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('public:checkin.qrData')}</Label>
      <div className="flex gap-2">
        <div className="flex-1">
          <Input
            id={id}
            ref={inputRef}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            placeholder={t('public:checkin.qrPlaceholder')}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            aria-describedby={fieldHintId(id)}
            icon={<QrCode />}
            className="font-mono placeholder:font-sans"
          />
        </div>
        <Button
          variant="outline"
          size="field"
          onClick={() => {
            onChange('');
            inputRef?.current?.focus();
          }}
          disabled={!value}
        >
          <X aria-hidden="true" />
          {t('public:checkin.clear')}
        </Button>
      </div>
      <p id={fieldHintId(id)} className="flex items-center gap-1.5 text-sm text-muted-foreground">
        {filled ? (
          <>
            <CircleCheck className="size-4 text-success" aria-hidden="true" />
            {t('public:checkin.qrEntered')}
          </>
        ) : (
          t('public:checkin.qrHint')
        )}
      </p>
    </div>
  );
}
