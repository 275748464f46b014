import { PartyPopper } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconCircle } from '@/components/ui/icon-circle';
import { useNextVisitorCountdown } from '../hooks/use-next-visitor-countdown';
import { nextVisitorText } from '../lib/next-visitor';

export interface CheckinSuccessProps {
  exhibitName: string;
  /** Back to the start for the next visitor: at once from the button, or when the countdown ends. */
  onNextVisitor: () => void;
}

/** The SPEC's success screen, with a countdown: the kiosk is ready for the next visitor by itself. */
export function CheckinSuccess({ exhibitName, onNextVisitor }: CheckinSuccessProps) {
  const left = useNextVisitorCountdown(onNextVisitor);
  return (
    <Card className="mx-auto w-full max-w-lg p-8 text-center sm:p-10">
      <IconCircle icon={PartyPopper} tone="success" size="lg" className="mx-auto" />
      <h2 className="mt-5 text-2xl font-bold tracking-tight">Successfully Checked In!</h2>
      <p className="mt-3 text-lg break-words">Welcome to {exhibitName}</p>
      <p className="mt-1 text-muted-foreground">Enjoy your visit!</p>
      <Button size="lg" className="mt-8" onClick={onNextVisitor}>
        Next visitor
      </Button>
      <p className="mt-3 text-sm text-muted-foreground tabular-nums">{nextVisitorText(left)}</p>
    </Card>
  );
}
