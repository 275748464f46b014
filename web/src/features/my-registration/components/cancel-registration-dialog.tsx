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
import { useCancelMyRegistration } from '../api/my-registration';

/** What is given up: a place, a place in line, or a place offered from the waiting list. */
export type CancelledStatus = 'registered' | 'waiting' | 'offered';

/** The words of each: the same call (`cancel`) leaves the list and declines an offer (issue 30 item 3). */
const wording: Record<
  CancelledStatus,
  {
    trigger: string;
    title: (eventName: string) => string;
    description: string;
    keep: string;
    confirm: string;
    pending: string;
    done: string;
    notDone: string;
    failed: string;
  }
> = {
  registered: {
    trigger: 'Cancel my registration',
    title: (eventName) => `Cancel your registration for ${eventName}?`,
    description: 'Your place is freed for someone else and your pass will no longer admit you.',
    keep: 'Keep my registration',
    confirm: 'Yes, cancel it',
    pending: 'Cancelling...',
    done: 'Registration cancelled',
    notDone: 'Not cancelled',
    failed: 'Your registration could not be cancelled. Please try again.',
  },
  waiting: {
    trigger: 'Leave the waiting list',
    title: (eventName) => `Leave the waiting list for ${eventName}?`,
    description: 'You leave the waiting list and lose your place in line.',
    keep: 'Stay on the list',
    confirm: 'Yes, leave it',
    pending: 'Leaving...',
    done: 'You left the waiting list',
    notDone: 'Still on the waiting list',
    failed: 'You could not leave the waiting list. Please try again.',
  },
  offered: {
    trigger: 'Decline',
    title: (eventName) => `Decline the place at ${eventName}?`,
    description: 'The place goes to the next person on the waiting list.',
    keep: 'Keep the offer',
    confirm: 'Yes, decline it',
    pending: 'Declining...',
    done: 'Place declined',
    notDone: 'Not declined',
    failed: 'The place could not be declined. Please try again.',
  },
};

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
  const words = wording[status];
  const cancel = useCancelMyRegistration(token, () =>
    toast({ title: words.done, description: 'We e-mailed you a confirmation.' }),
  );
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => setOpen(false),
      onError: (error) =>
        toast({ variant: 'destructive', title: words.notDone, description: userMessage(error, words.failed) }),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={status === 'offered' ? 'outline' : 'destructive'}>{words.trigger}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{words.title(eventName)}</DialogTitle>
          <DialogDescription>{words.description} This cannot be undone.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
            {words.keep}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? words.pending : words.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
