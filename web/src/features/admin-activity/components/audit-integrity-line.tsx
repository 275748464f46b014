/**
 * The audit trail's seal (issue 28 item 4): "Audit trail intact (N entries)", or where its hash chain
 * breaks (an entry changed or deleted around the database's append-only rule).
 */
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { useAuditIntegrity } from '../api/audit';
import { integrityText } from '../lib/integrity-text';

export function AuditIntegrityLine() {
  const integrity = useAuditIntegrity();
  const { t } = useTranslation('staff');
  if (integrity.isPending) {
    return <p className="text-sm text-muted-foreground">{t('staff:activity.integrity.checking')}</p>;
  }
  if (integrity.isError) {
    return <p className="text-sm text-muted-foreground">{t('staff:activity.integrity.failed')}</p>;
  }
  const { intact } = integrity.data;
  const Icon = intact ? ShieldCheck : ShieldAlert;
  return (
    <p
      role={intact ? 'status' : 'alert'}
      className={`flex items-start gap-2 text-sm ${intact ? 'text-emerald-700 dark:text-emerald-400' : 'font-medium text-destructive'}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{integrityText(t, integrity.data)}</span>
    </p>
  );
}
