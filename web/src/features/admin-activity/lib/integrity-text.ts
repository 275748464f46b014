import type { TFunction } from '@common/i18n/translator';
import type { AuditIntegrityAnswer } from '@common/responses';

/** The Activity screen's line about the audit trail's hash chain, in the reader's language. */
export function integrityText(t: TFunction, integrity: AuditIntegrityAnswer): string {
  if (integrity.intact) return t('staff:activity.integrity.intact', { count: integrity.entries });
  const at = integrity.brokenAt;
  return t('staff:activity.integrity.broken', {
    seq: String(at?.seq ?? integrity.entries + 1),
    // The server's own words about the break (English until it answers a code).
    problem: at?.problem ?? t('staff:activity.integrity.unknown'),
    count: integrity.entries,
  });
}
