// Countries for nationality, passport held and country of residence, from a maintained source rather than typed by
// hand: ISO 3166-1 codes with their English names from i18n-iso-countries; Chinese labels from the runtime's CLDR
// data (Intl.DisplayNames). The English name is the stored/sent value, so browser and server agree regardless of
// their ICU versions.
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  readonly code: string;
  /** English name: the value stored and sent. */
  readonly value: string;
}

// Uninhabited territories: nobody holds their nationality or lives there.
const UNINHABITED = new Set(['AQ', 'BV', 'HM', 'UM', 'TF', 'GS', 'IO']);

const englishNames = en.countries as Record<string, string | string[]>;

export const COUNTRIES: readonly Country[] = Object.entries(englishNames)
  .filter(([code]) => !UNINHABITED.has(code))
  .map(([code, name]) => ({ code, value: Array.isArray(name) ? (name[0] ?? code) : name }))
  .sort((a, b) => a.value.localeCompare(b.value, 'en'));

export const COUNTRY_VALUES: readonly string[] = COUNTRIES.map((c) => c.value);

export type CountryLocale = 'en' | 'zh-Hant';

const optionsCache = new Map<CountryLocale, { value: string; label: string }[]>();

/** Options for a country select: English value, label in the page's language, sorted for that language. */
export function countryOptions(locale: CountryLocale): { value: string; label: string }[] {
  const cached = optionsCache.get(locale);
  if (cached) return cached;
  let options: { value: string; label: string }[];
  if (locale === 'en') {
    options = COUNTRIES.map((c) => ({ value: c.value, label: c.value }));
  } else {
    const names = new Intl.DisplayNames(['zh-Hant'], { type: 'region', fallback: 'none' });
    const collator = new Intl.Collator('zh-Hant');
    options = COUNTRIES.map((c) => ({ value: c.value, label: names.of(c.code) ?? c.value })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }
  optionsCache.set(locale, options);
  return options;
}
