import { QrCode } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n-react';

/**
 * Back to the camera. On a phone it stays in sight above the bottom navigation bar, however long the
 * visitor's exhibits: a door volunteer never scrolls for it, and never taps the bar beneath it instead.
 */
export function ScanAnotherButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('door');
  return (
    <Button size="lg" variant="outline" onClick={onClick} className="sticky bottom-20 z-30 w-full shadow-md md:static">
      <QrCode aria-hidden="true" />
      {t('door:scanAnother')}
    </Button>
  );
}
