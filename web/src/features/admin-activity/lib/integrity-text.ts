import type { AuditIntegrityAnswer } from '@common/responses';

const entries = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'entry' : 'entries'}`;

/** The Activity screen's line about the audit trail's hash chain. */
export function integrityText(integrity: AuditIntegrityAnswer): string {
  if (integrity.intact) return `Audit trail intact (${entries(integrity.entries)})`;
  const at = integrity.brokenAt;
  return `Audit trail broken at entry ${at?.seq ?? integrity.entries + 1}: ${at?.problem ?? 'unknown'}. The ${entries(integrity.entries)} before it are intact.`;
}
