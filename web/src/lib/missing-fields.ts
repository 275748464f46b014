import { formatLocale } from './format';

/** 'Phone Number, Email Address and Company': the list in the reader's language (Intl's 'and'). */
export const listOf = (labels: readonly string[], locale = formatLocale()) =>
  locale === 'en-US'
    ? labels.length < 2
      ? (labels[0] ?? '')
      : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`
    : new Intl.ListFormat(locale, { type: 'conjunction' }).format(labels);

/** 'Fill in Phone Number and Company to register.' (English; the hint translates by key.) */
export function missingFieldsText(missing: readonly string[], action: string): string {
  return `Fill in ${listOf(missing)} to ${action}.`;
}

/** The labels of the required fields still blank (a text of spaces is blank), in the order given. */
export function blankFieldLabels(fields: readonly (readonly [value: string | undefined, label: string])[]): string[] {
  return fields.filter(([value]) => !value?.trim()).map(([, label]) => label);
}
