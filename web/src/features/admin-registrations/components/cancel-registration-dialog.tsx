import type { TFunction } from '@common/i18n/translator';
import { UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { userMessage } from '@/lib/api-client';
import { answerText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n-react';
import { type RegistrationRow, useCancelRegistration } from '../api/admin-registrations';

/** The longest reason the server takes (common/schemas.ts organiserCancelInputSchema). */
const REASON_MAX = 500;

/** What cancelling does to this registration, in the confirmation. */
function consequence(t: TFunction, registration: RegistrationRow, event: string): string {
  const { name } = registration;
  if (registration.status === 'waiting') return t('registrations:cancel.consequence.waiting', { name, event });
  if (registration.status === 'offered') return t('registrations:cancel.consequence.offered', { name, event });
  return t('registrations:cancel.consequence.registered', { name, event });
}

/**
 * "Cancel registration" from the registration's panel (issue 30 item 5), confirmed in a dialog that
 * names the person and the event, with an optional reason and whether to e-mail the visitor.
 */
export function CancelRegistrationDialog({
  registration,
  eventName,
}: {
  registration: RegistrationRow;
  eventName: string;
}) {
  const { t } = useTranslation('registrations');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelRegistration();
  const id = useId();

  const onOpenChange = (next: boolean) => {
    if (cancel.isPending) return;
    setOpen(next);
    if (next) {
      setReason('');
      setNotify(true);
      setFailure(null);
    }
  };
  const onConfirm = () => {
    setFailure(null);
    cancel.mutate(
      { id: registration.id, reason: reason.trim() || undefined, notify },
      {
        onSuccess: (answer) => {
          setOpen(false);
          toast({ title: answerText(t, answer) });
        },
        onError: (error) => setFailure(userMessage(error, t('registrations:cancel.failed'))),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full text-destructive hover:bg-destructive-soft sm:w-auto">
          <UserX aria-hidden="true" />
          {t('registrations:cancel.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('registrations:cancel.title', { name: registration.name })}</DialogTitle>
          <DialogDescription>
            {consequence(t, registration, eventName)} {t('registrations:cancel.kept')}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-reason`}>{t('registrations:cancel.reason')}</Label>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={REASON_MAX}
            rows={3}
            className="min-h-20"
            aria-describedby={`${id}-reason-hint`}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={`${id}-reason-hint`} className="text-xs text-muted-foreground">
            {notify ? t('registrations:cancel.reasonHintNotify') : t('registrations:cancel.reasonHint')}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <input
            id={`${id}-notify`}
            type="checkbox"
            className="size-4 accent-primary"
            checked={notify}
            onChange={(event) => setNotify(event.target.checked)}
          />
          <Label htmlFor={`${id}-notify`}>{t('registrations:cancel.notify')}</Label>
        </div>
        <p role="alert" className={failure ? 'text-sm text-destructive' : 'sr-only'}>
          {failure}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
            {t('registrations:cancel.keep')}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={cancel.isPending}>
            {cancel.isPending ? t('registrations:cancel.cancelling') : t('registrations:cancel.button')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
