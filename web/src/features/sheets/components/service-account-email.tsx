import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useTranslation } from '@/lib/i18n-react';
import { copyText } from '../utils/copy-text';

const COPIED_FOR_MS = 2000;

/** The service account's address, with a copy button that says 'Copied' for a moment. */
export function ServiceAccountEmail({ email }: { email: string }) {
  const { t } = useTranslation('registrations');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(email)) {
      setCopied(true);
      toast({ title: t('registrations:sheets.emailCopied'), description: email });
    } else {
      toast({
        variant: 'destructive',
        title: t('registrations:sheets.copyFailed'),
        description: t('registrations:sheets.copyYourself'),
      });
    }
  };

  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <code
        dir="ltr"
        className="min-w-48 flex-1 select-all break-all rounded-md border border-border bg-card px-2.5 py-1.5 font-mono text-xs"
      >
        {email}
      </code>
      <Button
        variant="outline"
        size="sm"
        onClick={copy}
        aria-label={copied ? t('registrations:sheets.copied') : t('registrations:sheets.copyLabel')}
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? t('registrations:sheets.copied') : t('registrations:sheets.copy')}
      </Button>
      <span className="sr-only" aria-live="polite">
        {copied ? t('registrations:sheets.copied') : ''}
      </span>
    </div>
  );
}
