import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { MissingFieldsHint } from '@/components/ui/missing-fields-hint';
import { useTranslation } from '@/lib/i18n-react';

export interface FormDialogActionsProps {
  /** The id of the hint naming the blank fields, which the disabled button points to. */
  hintId: string;
  /** The labels of the required fields still blank. */
  missing: readonly string[];
  /** What the button does, for the hint: a key whose message takes `{fields}` ('admin:form.missingSave'), or English words. */
  action: string;
  submitLabel: string;
  /** The save is under way: both buttons wait, and the button says so. */
  pending: boolean;
  /** The button is off for another reason too (a field the form refuses, a read-only event). */
  blocked: boolean;
  onCancel: () => void;
}

/** The end of an admin form dialog: why its button is off, then Cancel and the button. */
export function FormDialogActions({
  hintId,
  missing,
  action,
  submitLabel,
  pending,
  blocked,
  onCancel,
}: FormDialogActionsProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <MissingFieldsHint id={hintId} missing={missing} action={action} />
      <DialogFooter className="mt-1">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t('common:action.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={blocked || missing.length > 0 || pending}
          aria-describedby={missing.length > 0 ? hintId : undefined}
        >
          {pending ? t('common:action.saving') : submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
