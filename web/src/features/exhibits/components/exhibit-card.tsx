import type { ActiveExhibit } from '@common/schemas';
import { Clock, LogIn, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatTime12h } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';

export interface ExhibitCardProps {
  exhibit: ActiveExhibit;
  checkingIn: boolean;
  disabled: boolean;
  onCheckIn: () => void;
}

export function ExhibitCard({ exhibit, checkingIn, disabled, onCheckIn }: ExhibitCardProps) {
  const headingId = `exhibit-${exhibit.id}`;
  const { t } = useTranslation('public');
  return (
    <Card className="flex w-full flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold leading-snug break-words">
          {exhibit.name}
        </h3>
        <Badge variant="success">{t('public:exhibits.active')}</Badge>
      </div>
      {exhibit.description ? (
        <p className="text-sm leading-relaxed text-muted-foreground break-words">{exhibit.description}</p>
      ) : null}
      <p className="flex items-center gap-2 text-sm font-medium">
        <Clock className="size-4 shrink-0 text-primary" aria-hidden="true" />
        {formatTime12h(exhibit.startTime)} – {formatTime12h(exhibit.endTime)}
      </p>
      {exhibit.maxCapacity !== null && exhibit.remaining !== null ? (
        <p className="flex items-center gap-2 text-sm font-medium">
          <Users className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {t('public:exhibits.placesLeft', { remaining: exhibit.remaining, capacity: exhibit.maxCapacity })}
        </p>
      ) : null}
      <Button size="lg" className="mt-auto w-full" onClick={onCheckIn} disabled={disabled} aria-describedby={headingId}>
        <LogIn aria-hidden="true" />
        {checkingIn ? t('public:checkin.checkingIn') : t('public:checkin.submit')}
      </Button>
    </Card>
  );
}
