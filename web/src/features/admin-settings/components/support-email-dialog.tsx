import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { saveFeedback } from '@/components/form-dialog/save-feedback';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField, fieldErrorId, fieldHintId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n-react';
import { useSupportEmail, useUpdateSupportEmail } from '../api/support-email';
import { SettingDialog } from './setting-dialog';

export interface SupportEmailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function SupportEmailForm({ initial, onDone }: { initial: string; onDone: () => void }) {
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateSupportEmail();
  const blank = email.trim() === '';
  const { t } = useTranslation('staff');

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (blank || update.isPending) return;
    setError(undefined);
    update.mutate(
      email.trim(),
      saveFeedback({
        saved: {
          title: t('staff:settings.supportEmail.saved'),
          description: t('staff:settings.supportEmail.savedDescription'),
        },
        failed: t('staff:settings.supportEmail.failed'),
        fallback: t('staff:settings.unknownError'),
        onSaved: onDone,
        onFailed: (fields, message) => setError(fields.email ?? message),
      }),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        id="support-email"
        label={t('staff:settings.supportEmail.label')}
        error={error}
        hint={t('staff:settings.supportEmail.hint')}
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
          {t('staff:button.cancel')}
        </Button>
        <Button type="submit" disabled={blank || update.isPending}>
          {update.isPending ? t('staff:button.saving') : t('staff:button.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 'Update Support Email': reads the current address when opened and saves a new one. */
export function SupportEmailDialog({ open, onOpenChange }: SupportEmailDialogProps) {
  const current = useSupportEmail(open);
  const { t } = useTranslation('staff');
  return (
    <SettingDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('staff:settings.supportEmail.title')}
      description={t('staff:settings.supportEmail.description')}
      loading={current.isPending}
      loadingLabel={t('staff:settings.supportEmail.loading')}
      form={(key) => (
        <SupportEmailForm key={key} initial={current.data?.email ?? ''} onDone={() => onOpenChange(false)} />
      )}
    />
  );
}
