import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { userMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n-react';
import { useResendPass } from '../api/resend-pass';

/** How long the resend confirmation stays on screen (SPEC section 9). */
export const RESEND_MESSAGE_TIMEOUT_MS = 5_000;

type Outcome = { kind: 'sent'; email: string } | { kind: 'failed'; message: string } | null;

export function ResendPassButton({ email }: { email: string }) {
  const resend = useResendPass();
  const { t } = useTranslation('public');
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
            // The server's own words when it has some ("… or try again in an hour" past the limit).
            onError: (error) =>
              setOutcome({ kind: 'failed', message: userMessage(error, t('public:pass.resend.failed')) }),
          });
        }}
      >
        <Send aria-hidden="true" />
        {resend.isPending ? t('public:pass.resend.sending') : t('public:pass.resend.button')}
      </Button>
      <div aria-live="polite">
        {outcome?.kind === 'sent' ? (
          <p className="mt-3 flex items-start gap-2 rounded-lg bg-success-soft p-3 text-sm text-success">
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="break-words">{t('public:pass.resend.sent', { email: outcome.email })}</span>
          </p>
        ) : outcome?.kind === 'failed' ? (
          <p className="mt-3 flex items-start gap-2 rounded-lg bg-destructive-soft p-3 text-sm text-destructive">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="break-words">{outcome.message}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
