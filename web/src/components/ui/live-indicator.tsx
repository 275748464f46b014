import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n-react';
import type { LiveStatus } from '@/lib/live-event';

/** Says whether the numbers on the page follow the event as it happens. */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const { t } = useTranslation('common');
  if (status === 'live') {
    return (
      <Badge variant="success" role="status" aria-live="polite">
        <span className="size-2 rounded-full bg-current motion-safe:animate-pulse" aria-hidden="true" />
        {t('common:live.live')}
      </Badge>
    );
  }
  return (
    <Badge variant="muted" role="status" aria-live="polite">
      {status === 'connecting' ? t('common:live.connecting') : t('common:live.reconnecting')}
    </Badge>
  );
}
