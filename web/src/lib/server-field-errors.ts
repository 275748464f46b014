import { ApiError } from './api-client';

/** The per-field messages of a 400 validation answer (`issues: [{ path, message }]`), keyed by field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!(error instanceof ApiError) || !error.bodyText) return fields;
  try {
    const body: unknown = JSON.parse(error.bodyText);
    const issues = body && typeof body === 'object' && 'issues' in body ? body.issues : undefined;
    if (!Array.isArray(issues)) return fields;
    for (const issue of issues) {
      if (issue && typeof issue.path === 'string' && typeof issue.message === 'string' && issue.path) {
        fields[issue.path] ??= issue.message;
      }
    }
  } catch {
    // not JSON: no field messages
  }
  return fields;
}
