import { PartyPopper } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconCircle } from '@/components/ui/icon-circle';
import { useTranslation } from '@/lib/i18n-react';
import { useNextVisitorCountdown } from '../hooks/use-next-visitor-countdown';

export interface CheckinSuccessProps {
  exhibitName: string;
  /** Back to the start for the next visitor: at once from the button, or when the countdown ends. */
  onNextVisitor: () => void;
}

/** The SPEC's success screen, with a countdown: the kiosk is ready for the next visitor by itself. */
export function CheckinSuccess({ exhibitName, onNextVisitor }: CheckinSuccessProps) {
  const left = useNextVisitorCountdown(onNextVisitor);
  const { t } = useTranslation('public');
  return (
    <Card className="mx-auto w-full max-w-lg p-8 text-center sm:p-10">
      <IconCircle icon={PartyPopper} tone="success" size="lg" className="mx-auto" />
      <h2 className="mt-5 text-2xl font-bold tracking-tight">{t('public:checkin.success.title')}</h2>
      <p className="mt-3 text-lg break-words">{t('public:checkin.success.welcome', { name: exhibitName })}</p>
      <p className="mt-1 text-muted-foreground">{t('public:checkin.success.enjoy')}</p>
      <Button size="lg" className="mt-8" onClick={onNextVisitor}>
        {t('public:checkin.nextVisitor')}
      </Button>
      <p className="mt-3 text-sm text-muted-foreground tabular-nums">
        {t('public:checkin.nextVisitorIn', { seconds: left })}
      </p>
    </Card>
  );
}
