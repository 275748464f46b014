import { Link2, Share2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { ServiceAccountEmail } from './service-account-email';

/** How to give the service account access: the steps shown by the help cards and the warning card. */
/** Where a Google Sheet's link is written in the help texts: the same in every language. */
export const SHEETS_URL_EXAMPLE = 'https://docs.google.com/spreadsheets/d/<id>/edit';

export function ShareSteps({ email, canRetry }: { email: string; canRetry: boolean }) {
  const { t } = useTranslation('registrations');
  return (
    <ol className="grid list-decimal gap-1.5 ps-5 text-sm">
      <li>{t('registrations:sheets.step.open')}</li>
      <li>
        <span>{t('registrations:sheets.step.add')}</span>
        <div className="mt-1.5">
          <ServiceAccountEmail email={email} />
        </div>
      </li>
      <li>{canRetry ? t('registrations:sheets.step.retry') : t('registrations:sheets.step.reload')}</li>
    </ol>
  );
}

/** The access-help cards: share the sheet with the service account, then paste its link. */
export function SheetsAccessHelp({ email }: { email: string }) {
  const { t } = useTranslation('registrations');
  return (
    <div className="grid gap-3">
      <section aria-labelledby="sheets-help-share" className="grid gap-2 rounded-xl bg-secondary/60 p-4">
        <h4 id="sheets-help-share" className="flex items-center gap-2 text-sm font-semibold">
          <Share2 className="size-4 text-primary" aria-hidden="true" />
          {t('registrations:sheets.help.shareTitle')}
        </h4>
        <p className="text-sm text-muted-foreground">{t('registrations:sheets.help.share')}</p>
        <ServiceAccountEmail email={email} />
      </section>
      <section aria-labelledby="sheets-help-link" className="grid gap-2 rounded-xl bg-secondary/60 p-4">
        <h4 id="sheets-help-link" className="flex items-center gap-2 text-sm font-semibold">
          <Link2 className="size-4 text-primary" aria-hidden="true" />
          {t('registrations:sheets.help.linkTitle')}
        </h4>
        <p className="text-sm text-muted-foreground">
          {t('registrations:sheets.help.link', { example: SHEETS_URL_EXAMPLE })}
        </p>
      </section>
    </div>
  );
}
