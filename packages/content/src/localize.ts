/** The site's languages: English (default, the fallback) and Traditional Chinese. */
export const LANGS = ['en', 'zh-Hant'] as const;
export type Lang = (typeof LANGS)[number];

/** Any localised field as the queries return it (localeString, localeText, localeBlockContent). */
export interface Localized<T> {
  en?: T | null;
  zhHant?: T | null;
}

/** A Chinese value that can be shown: not missing, not an empty string or empty rich text. */
function hasChinese(value: Localized<unknown>): boolean {
  const chinese = value.zhHant;
  return Array.isArray(chinese)
    ? chinese.length > 0
    : chinese !== undefined && chinese !== null && chinese !== '';
}

/**
 * Picks one language from a localised field, falling back to English when the Chinese text is missing
 * (or empty), so a page never shows a hole.
 */
export function localize<T>(value: Localized<T> | null | undefined, lang: Lang): T | undefined {
  if (!value) return undefined;
  if (lang === 'zh-Hant' && hasChinese(value)) return value.zhHant as T;
  return value.en ?? undefined;
}

/** The `_type`s of the localised field objects the schema defines (studio: objects/locale-*.ts). */
const LOCALISED_TYPES: ReadonlySet<unknown> = new Set(['localeString', 'localeText', 'localeBlockContent']);

type LocalisedField = Localized<unknown> & { _type: string };

function isLocalisedField(value: object): value is LocalisedField {
  return '_type' in value && LOCALISED_TYPES.has(value._type);
}

function oneLanguage({ _type, en, zhHant }: LocalisedField, lang: Lang): LocalisedField {
  if (lang === 'zh-Hant' && hasChinese({ zhHant })) {
    // The generated types require `en`: an empty value of its kind keeps the data true to them (and costs ~8 bytes).
    return { _type, en: Array.isArray(en) ? [] : '', zhHant };
  }
  return { _type, en };
}

/**
 * A query result with every localised field reduced to the one value `localize(field, lang)` returns, so a page
 * in one language carries no text of the other (issue 14: the page's data travels in its HTML). Read the result
 * with `localize` and the same `lang`; everything that is not a localised field is returned as it was.
 */
export function keepLanguage<T>(data: T, lang: Lang): T {
  if (Array.isArray(data)) return data.map((item: unknown) => keepLanguage(item, lang)) as T;
  if (data === null || typeof data !== 'object') return data;
  if (isLocalisedField(data)) return oneLanguage(data, lang) as T;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, keepLanguage(value, lang)]),
  ) as T;
}
