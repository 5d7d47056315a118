// The public addresses of the job-alert pages (pages of the site; @agency/forms holds the paths), in each language.
import { ALERT_PAGE_PATHS, type AlertLang } from '@agency/forms';

export const ALERT_PAGES = ALERT_PAGE_PATHS;
export type AlertPage = keyof typeof ALERT_PAGES;

const prefix = (lang: AlertLang) => (lang === 'zh-Hant' ? '/zh-hant' : '');

/** `https://site/zh-hant/JobAlerts/Manage?t=…` */
export function alertPageUrl(
  origin: string,
  page: AlertPage,
  lang: AlertLang,
  params: Record<string, string>,
): string {
  const url = new URL(`${prefix(lang)}${ALERT_PAGES[page]}`, origin);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/** A vacancy's page in a language. */
export const vacancyUrl = (origin: string, slug: string, lang: AlertLang) =>
  new URL(`${prefix(lang)}/Vacancies/${encodeURIComponent(slug)}`, origin).href;

export const vacanciesUrl = (origin: string, lang: AlertLang) =>
  new URL(`${prefix(lang)}/Vacancies`, origin).href;
