/**
 * Whether an event's registration form asks for Company (issue 29 item 7): `required` (the SPEC's:
 * shown and must be filled), `optional` (shown, may be left blank) or `hidden` (not asked). The
 * organiser chooses per event; the server keeps to it whatever a page sends.
 */

export const COMPANY_FIELDS = ['required', 'optional', 'hidden'] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];

/** The SPEC's form: Company is required. New events and those from before the setting. */
export const DEFAULT_COMPANY_FIELD: CompanyField = 'required';

/** The SPEC's default of a registration's company: kept when a visitor gives none. */
export const UNKNOWN_COMPANY = 'Unknown Company';

export const COMPANY_REQUIRED_MESSAGE = 'Company is required';

/** The organiser's words for each setting (the event form and the event's details). */
export const COMPANY_FIELD_LABELS: Record<CompanyField, string> = {
  required: 'Required',
  optional: 'Optional',
  hidden: 'Not asked',
};

export type CompanyToKeep = { ok: true; company: string } | { ok: false; message: string };

/**
 * The company a registration keeps, given the event's setting and what the visitor sent (trimmed):
 * required and blank is refused; optional and blank keeps the SPEC's default; hidden keeps the
 * default whatever was sent (a page opened before the organiser stopped asking still sends it, and
 * what the organiser chose not to collect is not kept).
 */
export function companyToKeep(setting: CompanyField, given: string | undefined): CompanyToKeep {
  const company = given?.trim() ?? '';
  if (setting === 'hidden') return { ok: true, company: UNKNOWN_COMPANY };
  if (company) return { ok: true, company };
  if (setting === 'required') return { ok: false, message: COMPANY_REQUIRED_MESSAGE };
  return { ok: true, company: UNKNOWN_COMPANY };
}
