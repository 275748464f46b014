import { describe, expect, it } from 'vitest';
import { isPhoneRegion, phoneLookupDigits, phoneSearchPrefixes, toE164 } from './phone-number.ts';

describe('phone numbers in E.164', () => {
  it('reads the national, international and spaced forms of one number as the same E.164 number', () => {
    for (const typed of [
      '07700 900029',
      '7700 900029',
      '+44 7700 900029',
      '+447700900029',
      '0044 7700 900029',
      '447700900029',
      '+44 (0) 7700 900029',
      '(07700) 900-029',
      ' 07700\u00a0900029 ',
    ]) {
      expect(toE164(typed, 'GB'), typed).toBe('+447700900029');
    }
  });

  it('reads a number without its country code as one of the region, and one with it as its own', () => {
    expect(toE164('01 23 45 67 89', 'FR')).toBe('+33123456789');
    expect(toE164('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(toE164('+33 6 12 34 56 78', 'GB')).toBe('+33612345678');
    expect(toE164('00 33 6 12 34 56 78', 'GB')).toBe('+33612345678');
    expect(toE164('(202) 555-0100', 'US')).toBe('+12025550100');
    expect(toE164('+1 202 555 0100', 'GB')).toBe('+12025550100');
  });

  it('leaves out an extension: the door looks up the line', () => {
    expect(toE164('+44 20 7946 0000 ext. 12', 'GB')).toBe('+442079460000');
  });

  it('refuses what is no possible number: too short or too long for its country, no digits, other words around it', () => {
    for (const typed of [
      '',
      '12',
      '1234',
      '+1 555 0100',
      '+44 7700 900029 123456',
      'no digits',
      'call 07700 900029',
      '+',
    ]) {
      expect(toE164(typed, 'GB'), typed).toBeNull();
    }
  });

  it('looks a number up by its E.164 digits and by its digits as typed (rows left as typed are found as before)', () => {
    expect(phoneLookupDigits('07700 900029', 'GB')).toEqual(['447700900029', '07700900029']);
    expect(phoneLookupDigits('+44 7700 900029', 'GB')).toEqual(['447700900029']);
    expect(phoneLookupDigits('+1 555 0100', 'GB')).toEqual(['15550100']);
    expect(phoneLookupDigits('07700 900029', null)).toEqual(['07700900029']);
    expect(phoneLookupDigits('12', 'GB')).toEqual([]);
  });

  it('keeps a number of another region distinct from the national form of the same digits', () => {
    const french = phoneLookupDigits('+33 6 12 34 56 78', 'GB');
    const british = phoneLookupDigits('06 12 34 56 78', 'GB');
    expect(french).toEqual(['33612345678']);
    expect(british).not.toContain('33612345678');
  });

  it('searches the start of a number by its digits and by the start of its E.164 form', () => {
    expect(phoneSearchPrefixes('020 7946', 'GB')).toEqual(['0207946', '44207946']);
    expect(phoneSearchPrefixes('+44 20', 'GB')).toEqual(['4420']);
    expect(phoneSearchPrefixes('0044 20', 'GB')).toEqual(['004420', '4420']);
    expect(phoneSearchPrefixes('7700 9', 'GB')).toEqual(['77009', '4477009']);
    expect(phoneSearchPrefixes('v1234@example', 'GB')).toEqual(['1234']);
  });

  it('knows the regions libphonenumber knows, by their upper-case ISO 3166 letters', () => {
    expect(isPhoneRegion('GB')).toBe(true);
    expect(isPhoneRegion('FR')).toBe(true);
    expect(isPhoneRegion('gb')).toBe(false);
    expect(isPhoneRegion('UK')).toBe(false);
  });
});
