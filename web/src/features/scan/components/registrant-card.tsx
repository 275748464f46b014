import { Mail, Send, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export interface RegistrantCardProps {
  name: string;
  email: string;
  eventName?: string;
  resending: boolean;
  onResend: () => void;
}

export function RegistrantCard({ name, email, eventName, resending, onResend }: RegistrantCardProps) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
          <UserRound className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold leading-snug break-words">{name}</h2>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="break-all">{email}</span>
          </p>
          {eventName ? <p className="mt-1 text-sm font-medium break-words">{eventName}</p> : null}
        </div>
      </div>
      <Button variant="outline" onClick={onResend} disabled={resending} className="w-full sm:w-auto">
        <Send aria-hidden="true" />
        {resending ? 'Sending...' : 'Resend QR'}
      </Button>
    </Card>
  );
}
