/**
 * Pass e-mails the mail server kept refusing until the retries ran out (hours of SMTP trouble). Shown
 * on the dashboard only when there are some, so organisers can fix the mail server and send them again,
 * or dismiss one they saw to otherwise (a pass handed over at the desk, a mistyped address).
 */
import { MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { userMessage } from '@/lib/api-client';
import { answerText } from '@/lib/error-text';
import { formatLongDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useDismissPasses, useResendPasses, useUndeliveredPasses } from '../api/undelivered-passes';

/** `readOnly`: a viewer sees the list without its buttons (the server refuses them anyway). */
export function UndeliveredPassesCard({ readOnly = false }: { readOnly?: boolean }) {
  const { t } = useTranslation(['registrations', 'errors']);
  const undelivered = useUndeliveredPasses();
  const resend = useResendPasses();
  const dismiss = useDismissPasses();
  const items = undelivered.data ?? [];
  const busy = resend.isPending || dismiss.isPending;
  if (items.length === 0) return null;

  const send = (ids: string[]) =>
    resend.mutate(ids, {
      onSuccess: (result) =>
        toast({ title: t('registrations:passes.sendingAgain'), description: answerText(t, result) }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('registrations:passes.error'),
          description: userMessage(error, t('registrations:passes.sendFailed')),
        }),
    });

  const dismissOne = (id: string) =>
    dismiss.mutate([id], {
      onSuccess: (result) => toast({ title: t('registrations:passes.dismissed'), description: answerText(t, result) }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('registrations:passes.error'),
          description: userMessage(error, t('registrations:passes.dismissFailed')),
        }),
    });

  return (
    <Card role="region" aria-labelledby="undelivered-passes-title" className="border-destructive/40">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="undelivered-passes-title" className="flex items-center gap-2">
            <MailWarning aria-hidden="true" className="size-5 text-destructive" />
            {t('registrations:passes.title', { count: items.length })}
          </CardTitle>
          <CardDescription>{t('registrations:passes.description')}</CardDescription>
        </div>
        {readOnly ? null : (
          <Button onClick={() => send(items.map((item) => item.registrationId))} disabled={busy}>
            {resend.isPending ? t('registrations:action.sending') : t('registrations:passes.sendAll')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border" aria-label={t('registrations:passes.list')}>
          {items.map((item) => (
            <li
              key={item.registrationId}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6"
            >
              <div className="grid min-w-0 gap-0.5 text-sm">
                <p className="font-medium">
                  {item.name}{' '}
                  <span dir="ltr" className="break-all font-normal text-muted-foreground">
                    {item.email}
                  </span>
                </p>
                <p className="text-muted-foreground">{item.eventName}</p>
                <p className="text-muted-foreground">
                  {item.error} <span className="text-xs">({formatLongDateTime(item.failedAt)})</span>
                </p>
              </div>
              <div className={readOnly ? 'hidden' : 'flex gap-2 self-start sm:self-center'}>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  onClick={() => send([item.registrationId])}
                  aria-label={t('registrations:passes.sendAgainTo', { name: item.name })}
                >
                  {t('registrations:passes.sendAgain')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => dismissOne(item.registrationId)}
                  aria-label={t('registrations:passes.dismissOf', { name: item.name })}
                >
                  {t('registrations:passes.dismiss')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
