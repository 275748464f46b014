import { newPasswordProblem } from '@common/password-rule';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { userMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useChangePassword } from '../api/change-password';

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in account's username: the new password may not be it. */
  username: string;
}

type Field = 'currentPassword' | 'newPassword' | 'repeatPassword';

function ChangePasswordForm({ username, onDone }: { username: string; onDone: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    repeatPassword: '',
  });
  // `form`: a failure that is not about one field (an account without a password, a busy server).
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const change = useChangePassword();
  const blank = Object.values(values).some((value) => value === '');

  const set = (field: Field) => (changed: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: changed.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (blank || change.isPending) return;
    const problem = newPasswordProblem(values.newPassword, username);
    const mismatch = values.repeatPassword !== values.newPassword ? 'The new passwords do not match.' : undefined;
    if (problem || mismatch) {
      setErrors({ newPassword: problem ?? undefined, repeatPassword: mismatch });
      return;
    }
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast({ title: 'Password changed', description: 'Your other sessions have ended.' });
          onDone();
        },
        onError: (failure) => {
          const { currentPassword, newPassword } = serverFieldErrors(failure);
          if (currentPassword || newPassword) setErrors({ currentPassword, newPassword });
          else setErrors({ form: userMessage(failure, 'The password could not be changed. Please try again.') });
        },
      },
    );
  };

  const field = (id: string, name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormField id={id} label={label} error={errors[name]} hint={hint}>
      <Input
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        onChange={set(name)}
        {...fieldControlProps(id, errors[name], hint !== undefined)}
      />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {/* The username, for password managers to file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {field('current-password', 'currentPassword', 'Current password', 'current-password')}
      {field(
        'new-password',
        'newPassword',
        'New password',
        'new-password',
        'At least 10 characters, without your username in it.',
      )}
      {field('repeat-password', 'repeatPassword', 'Repeat the new password', 'new-password')}
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={blank || change.isPending}>
          {change.isPending ? 'Saving...' : 'Change password'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** "Change password": the current one, then the new one twice; the account's other sessions end. */
export function ChangePasswordDialog({ open, onOpenChange, username }: ChangePasswordDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change password"
      description="Your other sessions end: any other device signed in to your account signs in again."
    >
      {/* A fresh, empty form every time the dialog opens. */}
      {open ? <ChangePasswordForm username={username} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}
