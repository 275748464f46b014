import { Mail, Send, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useTranslation } from '@/lib/i18n-react';

export interface RegistrantCardProps {
  name: string;
  email: string;
  eventName?: string;
  /** Why this person cannot be admitted anywhere (on the waiting list). */
  notice?: string;
  resending: boolean;
  /** Absent for a role that may not resend (a viewer): no button. */
  onResend?: () => void;
  /** What the last resend said (in place of a toast that could cover the page's buttons). */
  resendNote?: { ok: boolean; text: string } | null;
}

export function RegistrantCard({
  name,
  email,
  eventName,
  notice,
  resending,
  onResend,
  resendNote,
}: RegistrantCardProps) {
  const { t } = useTranslation('door');
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
          <UserRound className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold leading-snug wrap-anywhere">{name}</h2>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="break-all">{email}</span>
          </p>
          {eventName ? <p className="mt-1 text-sm font-medium wrap-anywhere">{eventName}</p> : null}
          {notice ? <p className="mt-1 text-sm font-semibold text-destructive">{notice}</p> : null}
        </div>
      </div>
      <div className="flex flex-col gap-1.5 sm:items-end">
        {onResend ? (
          <Button variant="outline" onClick={onResend} disabled={resending} className="w-full sm:w-auto">
            <Send aria-hidden="true" />
            {resending ? t('door:registrant.sending') : t('door:registrant.resend')}
          </Button>
        ) : null}
        <p
          role="status"
          className={resendNote?.ok === false ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
        >
          {resendNote
            ? resendNote.ok
              ? t('door:registrant.resent', { text: resendNote.text })
              : t('door:registrant.resendError', { text: resendNote.text })
            : null}
        </p>
      </div>
    </Card>
  );
}
