import { Mail } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField, fieldErrorId, fieldHintId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { userMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useSupportEmail, useUpdateSupportEmail } from '../api/support-email';

export interface SupportEmailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function SupportEmailForm({ initial, onDone }: { initial: string; onDone: () => void }) {
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateSupportEmail();
  const blank = email.trim() === '';

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (blank || update.isPending) return;
    setError(undefined);
    update.mutate(email.trim(), {
      onSuccess: () => {
        toast({ title: 'Support email updated', description: 'Saved successfully.' });
        onDone();
      },
      onError: (failure) => {
        const message = userMessage(failure, 'Unknown error occurred');
        setError(serverFieldErrors(failure).email ?? message);
        toast({ variant: 'destructive', title: 'Failed to update support email', description: message });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        id="support-email"
        label="Support email"
        error={error}
        hint="Shown as the reply-to address of pass e-mails."
      >
        <Input
          id="support-email"
          type="email"
          autoComplete="email"
          placeholder="support@example.com"
          icon={<Mail />}
          value={email}
          onChange={(changed) => {
            setEmail(changed.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId('support-email') : fieldHintId('support-email')}
        />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={blank || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 'Update Support Email': reads the current address when opened and saves a new one. */
export function SupportEmailDialog({ open, onOpenChange }: SupportEmailDialogProps) {
  const current = useSupportEmail(open);
  const [session, setSession] = useState(0);
  // A fresh form (with the saved address) every time the dialog opens.
  useEffect(() => {
    if (open) setSession((value) => value + 1);
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Update Support Email</DialogTitle>
          <DialogDescription>Visitors who reply to their pass e-mail reach this address.</DialogDescription>
        </DialogHeader>
        {current.isPending ? (
          <Spinner label="Loading support email..." />
        ) : (
          <SupportEmailForm key={session} initial={current.data?.email ?? ''} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
