import { SHEETS_URL_HINT } from '@common/sheet-url';
import { Link2, Share2 } from 'lucide-react';
import { ServiceAccountEmail } from './service-account-email';

/** How to give the service account access: the steps shown by the help cards and the warning card. */
export function ShareSteps({ email, canRetry }: { email: string; canRetry: boolean }) {
  return (
    <ol className="grid list-decimal gap-1.5 pl-5 text-sm">
      <li>Open the sheet in Google Sheets and choose Share.</li>
      <li>
        <span>Add this service account, set its role to Editor, and send:</span>
        <div className="mt-1.5">
          <ServiceAccountEmail email={email} />
        </div>
      </li>
      <li>{canRetry ? 'Come back here and choose Retry Check.' : 'Then reload this page.'}</li>
    </ol>
  );
}

/** The access-help cards: share the sheet with the service account, then paste its link. */
export function SheetsAccessHelp({ email }: { email: string }) {
  return (
    <div className="grid gap-3">
      <section aria-labelledby="sheets-help-share" className="grid gap-2 rounded-xl bg-secondary/60 p-4">
        <h4 id="sheets-help-share" className="flex items-center gap-2 text-sm font-semibold">
          <Share2 className="size-4 text-primary" aria-hidden="true" />
          1. Share the sheet as Editor
        </h4>
        <p className="text-sm text-muted-foreground">
          In Google Sheets choose Share and add this service account with the Editor role:
        </p>
        <ServiceAccountEmail email={email} />
      </section>
      <section aria-labelledby="sheets-help-link" className="grid gap-2 rounded-xl bg-secondary/60 p-4">
        <h4 id="sheets-help-link" className="flex items-center gap-2 text-sm font-semibold">
          <Link2 className="size-4 text-primary" aria-hidden="true" />
          2. Paste the sheet's link
        </h4>
        <p className="text-sm text-muted-foreground">{SHEETS_URL_HINT}</p>
      </section>
    </div>
  );
}
