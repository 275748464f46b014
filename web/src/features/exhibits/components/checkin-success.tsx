import { PartyPopper } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export interface CheckinSuccessProps {
  exhibitName: string;
  onDone: () => void;
}

export function CheckinSuccess({ exhibitName, onDone }: CheckinSuccessProps) {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center sm:p-10">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
        <PartyPopper className="size-8" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-2xl font-bold tracking-tight">Successfully Checked In!</h2>
      <p className="mt-3 text-lg break-words">Welcome to {exhibitName}</p>
      <p className="mt-1 text-muted-foreground">Enjoy your visit!</p>
      <Button size="lg" className="mt-8" onClick={onDone}>
        Check In to Another Exhibit
      </Button>
    </Card>
  );
}
