/**
 * The first owner signed in with the password the app generated (issue 29): every admin page asks to
 * change it, until it is changed.
 */
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAdminMe } from '@/features/admin-auth/api/get-admin-me';
import { ChangePasswordDialog } from '@/features/admin-auth/components/change-password-dialog';
import { useTranslation } from '@/lib/i18n-react';

export function GeneratedPasswordBanner() {
  const me = useAdminMe().data;
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('admin');
  if (!me?.passwordGenerated) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="flex items-start gap-2">
          <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t('admin:passwordBanner.text')}</span>
        </p>
        <Button size="sm" variant="outline" className="shrink-0 bg-white" onClick={() => setOpen(true)}>
          {t('admin:header.changePassword')}
        </Button>
      </div>
      <ChangePasswordDialog open={open} onOpenChange={setOpen} username={me.username} />
    </div>
  );
}
