import { CircleX, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n-react';

export interface CheckinRefusalProps {
  /** The server's reason ("Already checked in to Robot Garden."), or "Please try again.". */
  message: string;
  onDismiss: () => void;
}

/**
 * A refused check-in, as the door shows one (a red panel, its heading and text saying it, not only
 * the colour): it stays until the next pass is scanned or it is dismissed, where a toast would be
 * gone before the visitor looked up.
 */
export function CheckinRefusal({ message, onDismiss }: CheckinRefusalProps) {
  const { t } = useTranslation('public');
  return (
    <section
      role="alert"
      aria-live="assertive"
      className="flex w-full flex-col items-center gap-2 rounded-card bg-red-700 px-6 py-6 text-center text-white shadow-lg"
    >
      <CircleX className="size-12" aria-hidden="true" />
      <h2 className="text-2xl font-bold tracking-tight">{t('public:checkin.failed')}</h2>
      <p className="text-lg break-words">{message}</p>
      <Button variant="outline" className="mt-2" onClick={onDismiss}>
        <X aria-hidden="true" />
        {t('public:checkin.dismiss')}
      </Button>
    </section>
  );
}
