import { type ReactNode, useEffect, useState } from 'react';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { Spinner } from '@/components/ui/spinner';

export interface SettingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The saved value is still being read. */
  loading: boolean;
  loadingLabel: string;
  /** The form, given a key that changes at every opening (a fresh form with the saved value). */
  form: (key: number) => ReactNode;
}

/** A setting's dialog: reads the saved value when opened, then shows a fresh form with it. */
export function SettingDialog({
  open,
  onOpenChange,
  title,
  description,
  loading,
  loadingLabel,
  form,
}: SettingDialogProps) {
  const [session, setSession] = useState(0);
  useEffect(() => {
    if (open) setSession((value) => value + 1);
  }, [open]);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {loading ? <Spinner label={loadingLabel} /> : form(session)}
    </FormDialog>
  );
}
