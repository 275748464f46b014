import { AlertTriangle, ExternalLink, RefreshCw } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n-react';
import { ShareSteps } from './sheets-access-help';

export interface SheetsWarningCardProps {
  /** The SPEC's sentence for the problem. */
  text: string;
  /** The server's more precise sentence, when it adds something. */
  detail: string | null;
  sheetsUrl: string;
  serviceAccountEmail: string;
  /** Absent once the event has ended (no retry check then). */
  onRetry?: () => void;
  checking: boolean;
}

/** 'Google Sheets Access Issue': what is wrong, how to share the sheet, and the ways to fix and re-check it. */
export function SheetsWarningCard({
  text,
  detail,
  sheetsUrl,
  serviceAccountEmail,
  onRetry,
  checking,
}: SheetsWarningCardProps) {
  const { t } = useTranslation('registrations');
  return (
    <section
      role="alert"
      aria-labelledby="sheets-access-issue"
      className="grid gap-3 rounded-xl border border-amber-300 bg-warning-soft p-4"
    >
      <h4 id="sheets-access-issue" className="flex items-center gap-2 font-semibold text-warning">
        <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
        {t('registrations:sheets.accessIssueTitle')}
      </h4>
      <p className="text-sm font-medium">{text}</p>
      {detail ? <p className="text-sm text-muted-foreground">{detail}</p> : null}
      <ShareSteps email={serviceAccountEmail} canRetry={onRetry !== undefined} />
      <div className="flex flex-wrap gap-2">
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry} disabled={checking}>
            <RefreshCw className={checking ? 'motion-safe:animate-spin' : undefined} aria-hidden="true" />
            {checking ? t('registrations:action.checking') : t('registrations:sheets.retry')}
          </Button>
        ) : null}
        <OpenSheetLink href={sheetsUrl} />
      </div>
    </section>
  );
}

/** 'Open Google Sheets', in a new tab that cannot reach back into this page. */
export function OpenSheetLink({ href }: { href: string }) {
  const { t } = useTranslation('registrations');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
    >
      <ExternalLink className="rtl:-scale-x-100" aria-hidden="true" />
      {t('registrations:sheets.open')}
      <span className="sr-only">{t('registrations:card.newTab')}</span>
    </a>
  );
}
