import { CameraOff, Keyboard } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface CameraErrorPanelProps {
  message: string;
  onUseManualEntry: () => void;
}

/** Shown in place of the viewfinder when the camera cannot start or decoding fails. */
export function CameraErrorPanel({ message, onUseManualEntry }: CameraErrorPanelProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex w-full max-w-md flex-col items-center justify-center gap-4 rounded-card border border-destructive/30 bg-destructive/5 px-6 text-center"
      style={{ minHeight: 300 }}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <CameraOff className="size-6" aria-hidden="true" />
      </span>
      <p className="font-medium break-words text-destructive">Camera Error: {message}</p>
      <p className="text-sm text-muted-foreground">
        Allow camera access in the browser, or find the visitor by e-mail or phone number.
      </p>
      <Button onClick={onUseManualEntry}>
        <Keyboard aria-hidden="true" />
        Use Manual Entry
      </Button>
    </div>
  );
}
