// Countries for nationality, passport held and country of residence, from maintained sources rather than typed by
// hand: ISO 3166-1 codes with their English names from i18n-iso-countries, Traditional Chinese names and order from
// CLDR, worked out at build time (scripts/country-list.ts; countries.generated.ts). The English name is the stored
// and sent value; the browser, the prerenderer and the server all read the same list, whatever their ICU versions.
import { CHINESE_ORDER, COUNTRY_ROWS } from './countries.generated.ts';

export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  readonly code: string;
  /** English name: the value stored and sent. */
  readonly value: string;
}

/** In English alphabetical order. */
export const COUNTRIES: readonly Country[] = COUNTRY_ROWS.map(([code, value]) => ({ code, value }));

export const COUNTRY_VALUES: readonly string[] = COUNTRIES.map((c) => c.value);

export type CountryLocale = 'en' | 'zh-Hant';

const optionsCache = new Map<CountryLocale, { value: string; label: string }[]>();

/** Options for a country select: English value, label in the page's language, sorted for that language. */
export function countryOptions(locale: CountryLocale): { value: string; label: string }[] {
  const cached = optionsCache.get(locale);
  if (cached) return cached;
  const options =
    locale === 'en'
      ? COUNTRY_ROWS.map(([, value]) => ({ value, label: value }))
      : CHINESE_ORDER.map((index) => {
          const [, value, label] = COUNTRY_ROWS[index]!;
          return { value, label };
        });
  optionsCache.set(locale, options);
  return options;
}
