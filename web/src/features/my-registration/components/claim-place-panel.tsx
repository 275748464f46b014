import type { MyRegistration } from '@common/responses';
import { PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError, userMessage } from '@/lib/api-client';
import { formatLongDateTime } from '@/lib/format';
import { Trans, useTranslation } from '@/lib/i18n-react';
import { useClaimMyPlace, useReloadMyRegistration } from '../api/my-registration';
import { CancelRegistrationDialog } from './cancel-registration-dialog';

/** The address's fragment the offer's e-mail may link with: the Claim button takes the focus. */
export const CLAIM_FRAGMENT = '#claim';

export interface ClaimPlacePanelProps {
  token: string;
  registration: MyRegistration;
  /** Whether it can still be claimed or declined (not once the event is over). */
  changeable: boolean;
  /** The server's word when the claim is refused (or did not reach it), shown above the page's state. */
  onRefused: (message: string | null) => void;
}

/**
 * A place offered from the waiting list (issue 30 item 3): until when it is held, "Claim my place"
 * (the pass follows, by e-mail and on this page) and "Decline" (confirmed; the place goes to the next).
 */
export function ClaimPlacePanel({ token, registration, changeable, onRefused }: ClaimPlacePanelProps) {
  const claimButton = useRef<HTMLButtonElement>(null);
  const { t } = useTranslation('public');
  const claim = useClaimMyPlace(token, () =>
    toast({ title: t('public:claim.done'), description: t('public:claim.doneText') }),
  );
  const reload = useReloadMyRegistration(token);

  // Opened from the offer's link: straight to the button (the page is drawn once its data came).
  useEffect(() => {
    if (window.location.hash !== CLAIM_FRAGMENT) return;
    claimButton.current?.scrollIntoView({ block: 'center' });
    claimButton.current?.focus({ preventScroll: true });
  }, []);

  const onClaim = () => {
    onRefused(null);
    claim.mutate(undefined, {
      onError: (error) => {
        onRefused(userMessage(error, t('public:claim.failed')));
        // Refused: the offer ended or was withdrawn meanwhile; the page shows where it stands now.
        if (error instanceof ApiError && error.status === 409) void reload();
      },
    });
  };

  return (
    <section
      aria-labelledby="claim-heading"
      className="grid gap-4 rounded-lg border border-amber-200 bg-warning-soft p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <PartyPopper className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
        <div className="grid gap-1">
          <h3 id="claim-heading" className="font-semibold">
            {t('public:status.offered')}
          </h3>
          {registration.offeredUntil ? (
            <p className="text-sm">
              <Trans
                i18nKey="public:claim.heldUntil"
                values={{ until: formatLongDateTime(registration.offeredUntil) }}
                components={{ time: <time dateTime={registration.offeredUntil} className="font-semibold" /> }}
              />
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">{t('public:claim.before')}</p>
        </div>
      </div>
      {changeable ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button id="claim" ref={claimButton} size="lg" onClick={onClaim} disabled={claim.isPending}>
            {claim.isPending ? t('public:claim.pending') : t('public:claim.button')}
          </Button>
          <CancelRegistrationDialog token={token} eventName={registration.event.name} status="offered" />
        </div>
      ) : null}
    </section>
  );
}
