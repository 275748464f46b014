import { CameraOff, Keyboard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n-react';

export interface CameraErrorPanelProps {
  message: string;
  onUseManualEntry: () => void;
}

/** Shown in place of the viewfinder when the camera cannot start or decoding fails. */
export function CameraErrorPanel({ message, onUseManualEntry }: CameraErrorPanelProps) {
  const { t } = useTranslation('door');
  return (
    <div
      role="alert"
      className="mx-auto flex w-full max-w-md flex-col items-center justify-center gap-4 rounded-card border border-destructive/30 bg-destructive/5 px-6 text-center"
      style={{ minHeight: 300 }}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <CameraOff className="size-6" aria-hidden="true" />
      </span>
      <p className="font-medium break-words text-destructive">{t('door:camera.errorTitle', { message })}</p>
      <p className="text-sm text-muted-foreground">{t('door:camera.errorHint')}</p>
      <Button onClick={onUseManualEntry}>
        <Keyboard aria-hidden="true" />
        {t('door:camera.manualEntry')}
      </Button>
    </div>
  );
}
