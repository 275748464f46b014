/**
 * Phone numbers in E.164 (issue 29 item 5): a number is stored as `+447700900029` whatever the form it
 * was typed in, and a lookup reads its text the same way, so '07700 900029', '7700 900029',
 * '+44 7700 900029' and '0044 7700 900029' are one number. A number typed without its country code is
 * read as a number of `PHONE_REGION` (server/config.ts). The server (registration, the door's lookup,
 * the rewrite of older rows) and the door's offline copy use these functions alike.
 *
 * libphonenumber-js with its `min` metadata: it checks a number's length for its country
 * ("possible"), not its digits against each range ("valid"), which needs `max`. Possible is the rule
 * on purpose: validity tracks ranges that change (a number in a range newer than the metadata would
 * be refused), and it refuses the fictional ranges people test with (07700 900xxx is Ofcom's drama
 * range: possible, not valid).
 */
import { AsYouType, type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** An ISO 3166 two-letter region libphonenumber knows ('GB', 'FR'...). */
export type PhoneRegion = CountryCode;

/** Whether `value` is a region libphonenumber knows (upper case: 'GB', not 'gb' or 'UK'). */
export const isPhoneRegion = (value: string): value is PhoneRegion => isSupportedCountry(value);

/** The digits of a text, nothing else: how phone numbers were compared before E.164 (and still are, for rows that are none). */
export const digitsOnly = (text: string) => text.replace(/\D+/g, '');

/**
 * The number in E.164 ('+447700900029'), reading a number without its country code as one of
 * `region`; null when the text is no possible phone number (too short or too long for its country,
 * no country to be found, letters). An extension ('ext. 5') is left out: the door looks up the line.
 */
export function toE164(text: string, region: PhoneRegion): string | null {
  const number = parsePhoneNumberFromString(text, { defaultCountry: region, extract: false });
  return number?.isPossible() ? number.number : null;
}

/** The E.164 number's digits, as `registrations.phone_digits` holds them (the door's lookup index). */
export const e164Digits = (e164: string) => e164.slice(1);

/**
 * The digits a door lookup compares with `phone_digits`: the number's E.164 digits when the text is
 * a possible number, and the digits as typed (a row the rewrite left as it was, not being a possible
 * number, is found as before). At most two, none when fewer than 3 digits were typed.
 */
export function phoneLookupDigits(text: string, region: PhoneRegion | null): string[] {
  const e164 = region ? toE164(text, region) : null;
  const typed = digitsOnly(text);
  const keys = [...(e164 ? [e164Digits(e164)] : []), ...(typed.length >= 3 ? [typed] : [])];
  return [...new Set(keys)];
}

/** What a phone number is typed with: digits (any script), spaces and + ( ) . / - */
const PHONE_CHARACTERS = /^[+\p{Nd}\s()./-]+$/u;

/**
 * The digits a search for the start of a phone number compares with the start of `phone_digits`:
 * the digits as typed, and the start of the number's E.164 form ('020 7946' → '44207946'), read as
 * a number being typed in `region` (its national or international prefix dropped).
 */
export function phoneSearchPrefixes(text: string, region: PhoneRegion): string[] {
  const typed = digitsOnly(text);
  // Only a text that reads as (the start of) a phone number: 'v1234@example' is no +441234.
  if (!PHONE_CHARACTERS.test(text)) return [typed];
  const asTyped = new AsYouType(region);
  asTyped.input(text);
  const international = asTyped.getNumberValue();
  return [...new Set(international ? [typed, e164Digits(international)] : [typed])];
}
