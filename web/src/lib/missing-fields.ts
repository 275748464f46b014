const list = (labels: readonly string[]) =>
  labels.length < 2 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;

/** 'Fill in Phone Number and Company to register.' */
export function missingFieldsText(missing: readonly string[], action: string): string {
  return `Fill in ${list(missing)} to ${action}.`;
}

/** The labels of the required fields still blank (a text of spaces is blank), in the order given. */
export function blankFieldLabels(fields: readonly (readonly [value: string | undefined, label: string])[]): string[] {
  return fields.filter(([value]) => !value?.trim()).map(([, label]) => label);
}
