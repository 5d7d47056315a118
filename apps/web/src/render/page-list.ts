/** The pages that exist on a day, for the server's warm-up and sitemap.xml. */
import { isVacancyOpen, vacanciesQuery, type VacanciesQueryResult } from '@agency/content';
import { LANGS, localizePath, type Lang } from '../i18n/lang.ts';
import { paths, staticPagePaths } from '../lib/route-paths.ts';
import type { ContentFetch } from '../site-bundle.ts';
import { renderSitemap as sitemapXml, type SitemapEntry } from './sitemap.ts';

/** Every page (each language's path) that exists on `today`: the fixed pages and the open vacancies. */
export async function listPages(fetch: ContentFetch, today: string): Promise<string[][]> {
  const vacancies = (await fetch(vacanciesQuery, {})) as VacanciesQueryResult;
  const open = vacancies.filter((vacancy) => isVacancyOpen(vacancy, today));
  return [...staticPagePaths, ...open.map((vacancy) => paths.vacancy(vacancy.slug))].map((neutral) =>
    LANGS.map((lang) => localizePath(neutral, lang)),
  );
}

/** sitemap.xml: every page and every vacancy open on `today`, each with its other-language alternate. */
export async function renderSitemap(fetch: ContentFetch, today: string, siteOrigin: string): Promise<string> {
  const entries: SitemapEntry[] = [];
  for (const page of await listPages(fetch, today)) {
    const alternates = Object.fromEntries(LANGS.map((lang, index) => [lang, `${siteOrigin}${page[index]}`]));
    for (const lang of LANGS) entries.push({ alternates, lang });
  }
  return sitemapXml(entries, 'en' satisfies Lang);
}
