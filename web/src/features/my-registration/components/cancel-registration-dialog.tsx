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

export interface CancelRegistrationDialogProps {
  token: string;
  eventName: string;
  /** On the waiting list: cancelling takes them off it. */
  waiting: boolean;
}

/** "Cancel my registration", confirmed in a dialog that names the event. */
export function CancelRegistrationDialog({ token, eventName, waiting }: CancelRegistrationDialogProps) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelMyRegistration(token, () =>
    toast({ title: 'Registration cancelled', description: 'We e-mailed you a confirmation.' }),
  );
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => setOpen(false),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Not cancelled',
          description: userMessage(error, 'Your registration could not be cancelled. Please try again.'),
        }),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">Cancel my registration</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your registration for {eventName}?</DialogTitle>
          <DialogDescription>
            {waiting
              ? 'You leave the waiting list and lose your place in line.'
              : 'Your place is freed for someone else and your pass will no longer admit you.'}{' '}
            This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
            Keep my registration
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Yes, cancel it'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
