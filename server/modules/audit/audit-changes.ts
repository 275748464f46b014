/** What an admin change changed, as the audit trail keeps it: `{ field: { before, after } }` for the fields that differ. */

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

const comparable = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : (value ?? null));

export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const was = comparable(before[field]);
    const now = comparable(after[field]);
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[field] = { before: was, after: now };
  }
  return changes;
}

/** A created or deleted record's fields, as `{ field: value }` (dates as ISO text). */
export function snapshot<T extends Record<string, unknown>>(record: T, fields: readonly (keyof T & string)[]) {
  return Object.fromEntries(fields.map((field) => [field, comparable(record[field])]));
}
