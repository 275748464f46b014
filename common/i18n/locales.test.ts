import { describe, expect, it } from 'vitest';
import { localeDirection, matchLocale, negotiateLocale, parseAcceptLanguage } from './locales.ts';

describe("choosing the reader's locale", () => {
  it('reads Accept-Language by weight, then order', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-CH, en;q=0.8, *;q=0.1, es;q=0')).toEqual(['de-CH', 'en', 'fr']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(';q=1,,')).toEqual([]);
  });

  it('takes the first language we ship, by its base language, else English', () => {
    expect(matchLocale(['ja', 'es-MX', 'de'])).toBe('es');
    expect(matchLocale(['AR-eg'])).toBe('ar');
    expect(matchLocale(['ja'])).toBe('en');
  });

  it("prefers the menu's cookie, and offers the pseudo-locale only by cookie", () => {
    expect(negotiateLocale('fr', 'de')).toBe('fr');
    expect(negotiateLocale('en-XA', 'de')).toBe('en-XA');
    expect(negotiateLocale('klingon', 'de')).toBe('de');
    expect(negotiateLocale(undefined, 'en-XA')).toBe('en');
  });

  it('writes Arabic right to left', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('de')).toBe('ltr');
  });
});
