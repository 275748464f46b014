import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconCircle } from '@/components/ui/icon-circle';
import { useTranslation } from '@/lib/i18n-react';

export interface PassNotFoundProps {
  onTryAgain: () => void;
  /** Why, when the server said (an expired pass link, say); else the SPEC's words. */
  message?: string;
}

export function PassNotFound({ onTryAgain, message }: PassNotFoundProps) {
  const { t } = useTranslation('public');
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <IconCircle icon={SearchX} tone="destructive" />
      <h2 className="text-xl font-semibold">{t('public:pass.notFound.title')}</h2>
      <p className="max-w-sm text-muted-foreground">{message ?? t('public:pass.notFound.text')}</p>
      <Button variant="outline" className="mt-2" onClick={onTryAgain}>
        {t('common:list.retry')}
      </Button>
    </Card>
  );
}
