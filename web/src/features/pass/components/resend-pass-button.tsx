import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useResendPass } from '../api/resend-pass';

/** How long the resend confirmation stays on screen (SPEC section 9). */
export const RESEND_MESSAGE_TIMEOUT_MS = 5_000;

type Outcome = { kind: 'sent'; email: string } | { kind: 'failed' } | null;

export function ResendPassButton({ email }: { email: string }) {
  const resend = useResendPass();
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (outcome?.kind !== 'sent') return;
    const timer = setTimeout(() => setOutcome(null), RESEND_MESSAGE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  return (
    <div>
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        disabled={resend.isPending}
        onClick={() => {
          setOutcome(null);
          resend.mutate(email, {
            onSuccess: () => setOutcome({ kind: 'sent', email }),
            onError: () => setOutcome({ kind: 'failed' }),
          });
        }}
      >
        <Send aria-hidden="true" />
        {resend.isPending ? 'Sending...' : 'Resend QR to Email'}
      </Button>
      <div aria-live="polite">
        {outcome?.kind === 'sent' ? (
          <p className="mt-3 flex items-start gap-2 rounded-lg bg-success-soft p-3 text-sm text-success">
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="break-words">QR code sent successfully to {outcome.email}.</span>
          </p>
        ) : outcome?.kind === 'failed' ? (
          <p className="mt-3 flex items-start gap-2 rounded-lg bg-destructive-soft p-3 text-sm text-destructive">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Failed to resend QR code. Please try again.
          </p>
        ) : null}
      </div>
    </div>
  );
}
