/** The site's languages: English (default, the fallback) and Traditional Chinese. */
export const LANGS = ['en', 'zh-Hant'] as const;
export type Lang = (typeof LANGS)[number];

/** Any localised field as the queries return it (localeString, localeText, localeBlockContent). */
export interface Localized<T> {
  en?: T | null;
  zhHant?: T | null;
}

/**
 * Picks one language from a localised field, falling back to English when the Chinese text is missing
 * (or empty), so a page never shows a hole.
 */
export function localize<T>(value: Localized<T> | null | undefined, lang: Lang): T | undefined {
  if (!value) return undefined;
  const chinese = value.zhHant;
  const hasChinese = Array.isArray(chinese)
    ? chinese.length > 0
    : chinese !== undefined && chinese !== null && chinese !== '';
  if (lang === 'zh-Hant' && hasChinese) return chinese as T;
  return value.en ?? undefined;
}
