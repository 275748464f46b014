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
import { formatLongDateTime } from '@/lib/format';
import { useDismissPasses, useResendPasses, useUndeliveredPasses } from '../api/undelivered-passes';

/** `readOnly`: a viewer sees the list without its buttons (the server refuses them anyway). */
export function UndeliveredPassesCard({ readOnly = false }: { readOnly?: boolean }) {
  const undelivered = useUndeliveredPasses();
  const resend = useResendPasses();
  const dismiss = useDismissPasses();
  const items = undelivered.data ?? [];
  const busy = resend.isPending || dismiss.isPending;
  if (items.length === 0) return null;

  const send = (ids: string[]) =>
    resend.mutate(ids, {
      onSuccess: (result) => toast({ title: 'Sending again', description: result.message }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: userMessage(error, 'Could not send the passes again. Please try again.'),
        }),
    });

  const dismissOne = (id: string) =>
    dismiss.mutate([id], {
      onSuccess: (result) => toast({ title: 'Dismissed', description: result.message }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: userMessage(error, 'Could not dismiss the pass. Please try again.'),
        }),
    });

  return (
    <Card role="region" aria-labelledby="undelivered-passes-title" className="border-destructive/40">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="undelivered-passes-title" className="flex items-center gap-2">
            <MailWarning aria-hidden="true" className="size-5 text-destructive" />
            Undelivered passes ({items.length})
          </CardTitle>
          <CardDescription>
            The mail server refused these pass e-mails until every retry was used. Check the mail settings (SMTP_URL),
            then send them again.
          </CardDescription>
        </div>
        {readOnly ? null : (
          <Button onClick={() => send(items.map((item) => item.registrationId))} disabled={busy}>
            {resend.isPending ? 'Sending...' : 'Send all again'}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border" aria-label="Undelivered passes">
          {items.map((item) => (
            <li
              key={item.registrationId}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6"
            >
              <div className="grid min-w-0 gap-0.5 text-sm">
                <p className="font-medium">
                  {item.name} <span className="break-all font-normal text-muted-foreground">{item.email}</span>
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
                  aria-label={`Send again to ${item.name}`}
                >
                  Send again
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => dismissOne(item.registrationId)}
                  aria-label={`Dismiss the pass of ${item.name}`}
                >
                  Dismiss
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
