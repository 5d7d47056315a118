/** The site's languages and how they map to URLs: English has no prefix, Traditional Chinese lives under /zh-hant. */
import { LANGS, type Lang } from '@agency/content';

export { LANGS, type Lang };

export const ZH_PREFIX = '/zh-hant';

export function langFromPath(pathname: string): Lang {
  return pathname === ZH_PREFIX || pathname.startsWith(`${ZH_PREFIX}/`) ? 'zh-Hant' : 'en';
}

/** The language-neutral path, e.g. `/zh-hant/AboutUs` → `/AboutUs`, `/zh-hant` → `/`. */
export function stripLangPrefix(pathname: string): string {
  if (langFromPath(pathname) === 'en') return pathname || '/';
  return pathname.slice(ZH_PREFIX.length) || '/';
}

/** A site path in a language: `localizePath('/AboutUs', 'zh-Hant')` → `/zh-hant/AboutUs`. */
export function localizePath(path: string, lang: Lang): string {
  const neutral = stripLangPrefix(path.startsWith('/') ? path : `/${path}`);
  if (lang === 'en') return neutral;
  return neutral === '/' ? ZH_PREFIX : `${ZH_PREFIX}${neutral}`;
}

/** The same page in the other language, keeping query string and hash (the language switch's target). */
export function switchLanguageHref(
  location: { pathname: string; search?: string; hash?: string },
  lang: Lang,
): string {
  return `${localizePath(location.pathname, lang)}${location.search ?? ''}${location.hash ?? ''}`;
}

/** BCP 47 tag for Intl formatting. */
export function intlLocale(lang: Lang): string {
  return lang === 'en' ? 'en-GB' : 'zh-Hant-HK';
}
