import { useState } from 'react';
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
import { toast } from '@/components/ui/use-toast';
import { userMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n-react';
import { useCancelMyRegistration } from '../api/my-registration';

/** What is given up: a place, a place in line, or a place offered from the waiting list. */
export type CancelledStatus = 'registered' | 'waiting' | 'offered';

/**
 * The words of each, as catalogue keys (public:cancel.<status>.<part>): the same call (`cancel`)
 * leaves the list and declines an offer (issue 30 item 3).
 */
const wording = {
  registered: {
    trigger: 'public:cancel.registered.trigger',
    title: 'public:cancel.registered.title',
    description: 'public:cancel.registered.description',
    keep: 'public:cancel.registered.keep',
    confirm: 'public:cancel.registered.confirm',
    pending: 'public:cancel.registered.pending',
    done: 'public:cancel.registered.done',
    notDone: 'public:cancel.registered.notDone',
    failed: 'public:cancel.registered.failed',
  },
  waiting: {
    trigger: 'public:cancel.waiting.trigger',
    title: 'public:cancel.waiting.title',
    description: 'public:cancel.waiting.description',
    keep: 'public:cancel.waiting.keep',
    confirm: 'public:cancel.waiting.confirm',
    pending: 'public:cancel.waiting.pending',
    done: 'public:cancel.waiting.done',
    notDone: 'public:cancel.waiting.notDone',
    failed: 'public:cancel.waiting.failed',
  },
  offered: {
    trigger: 'public:cancel.offered.trigger',
    title: 'public:cancel.offered.title',
    description: 'public:cancel.offered.description',
    keep: 'public:cancel.offered.keep',
    confirm: 'public:cancel.offered.confirm',
    pending: 'public:cancel.offered.pending',
    done: 'public:cancel.offered.done',
    notDone: 'public:cancel.offered.notDone',
    failed: 'public:cancel.offered.failed',
  },
} as const satisfies Record<CancelledStatus, Record<string, string>>;

export interface CancelRegistrationDialogProps {
  token: string;
  eventName: string;
  status: CancelledStatus;
}

/**
 * "Cancel my registration", "Leave the waiting list" or "Decline" (a place offered), confirmed in a
 * dialog that names the event.
 */
export function CancelRegistrationDialog({ token, eventName, status }: CancelRegistrationDialogProps) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('public');
  const words = wording[status];
  const cancel = useCancelMyRegistration(token, () =>
    toast({ title: t(words.done), description: t('public:cancel.emailed') }),
  );
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => setOpen(false),
      onError: (error) =>
        toast({ variant: 'destructive', title: t(words.notDone), description: userMessage(error, t(words.failed)) }),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={status === 'offered' ? 'outline' : 'destructive'}>{t(words.trigger)}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(words.title, { event: eventName })}</DialogTitle>
          <DialogDescription>{t(words.description)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
            {t(words.keep)}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? t(words.pending) : t(words.confirm)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
