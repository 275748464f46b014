import { ApiError } from './api-client';
import { i18n } from './i18n';

/**
 * The per-field messages of a 400 validation answer (`issues: [{ path, code, message, ...values }]`),
 * keyed by field, in the reader's language: `errors:<code>` with the issue's values where the
 * catalogue has it (a form shows its fields, so the errors catalogue is loaded), else the English.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!(error instanceof ApiError) || !error.bodyText) return fields;
  try {
    const body: unknown = JSON.parse(error.bodyText);
    const issues = body && typeof body === 'object' && 'issues' in body ? body.issues : undefined;
    if (!Array.isArray(issues)) return fields;
    for (const issue of issues) {
      if (issue && typeof issue.path === 'string' && typeof issue.message === 'string' && issue.path) {
        const { path, code, message, ...values } = issue as Record<string, unknown> & { path: string; message: string };
        fields[path] ??=
          typeof code === 'string' ? i18n.t(`errors:${code}`, { ...values, defaultValue: message }) : message;
      }
    }
  } catch {
    // not JSON: no field messages
  }
  return fields;
}
