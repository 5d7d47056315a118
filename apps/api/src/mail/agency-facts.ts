/**
 * What a mail says about the agency and the vacancies, read from the published content when a mail is composed
 * (so a change of name, phone or licence in the Studio reaches the next mail): the brand for the mail layout,
 * the site's origin for links, and a vacancy's title by its slug.
 */
import {
  localize,
  siteSettingsQuery,
  vacancyBySlugQuery,
  type SiteSettingsQueryResult,
  type VacancyBySlugQueryResult,
} from '@agency/content';
import type { MailBrand, MailLang } from './mail-layout.ts';

/** Runs one of packages/content's queries (the content client's fetch, or a stub in tests). */
export type ContentFetch = (query: string, params?: Record<string, unknown>) => Promise<unknown>;

export interface VacancyTitle {
  title: Record<MailLang, string>;
  /** The vacancy's page on the site. */
  url: Record<MailLang, string>;
}

export interface AgencyFacts {
  brand: MailBrand;
  /** The site's public origin, no trailing slash: links in mails point here. */
  origin: string;
  vacancy(slug: string): Promise<VacancyTitle | null>;
}

const both = (value: Parameters<typeof localize<string>>[0], fallback: string): Record<MailLang, string> => ({
  en: localize(value, 'en') ?? fallback,
  'zh-Hant': localize(value, 'zh-Hant') ?? fallback,
});

/** The page address of a vacancy in each language (apps/web's route table: /Vacancies/:slug, /zh-hant/Vacancies/:slug). */
export function vacancyUrls(origin: string, slug: string): Record<MailLang, string> {
  const path = `/Vacancies/${encodeURIComponent(slug)}`;
  return { en: `${origin}${path}`, 'zh-Hant': `${origin}/zh-hant${path}` };
}

export interface AgencyFactsOptions {
  fetch: ContentFetch;
  /** SITE_ORIGIN when set; otherwise the site address in the content's SEO settings. */
  siteOrigin: string | null;
}

/** Reads the site settings once per call (mails are few; the content layer caches). */
export async function loadAgencyFacts({ fetch, siteOrigin }: AgencyFactsOptions): Promise<AgencyFacts> {
  const settings = (await fetch(siteSettingsQuery)) as SiteSettingsQueryResult | null;
  const origin = (siteOrigin ?? settings?.seo?.siteUrl ?? 'http://localhost').replace(/\/+$/, '');
  const name = both(settings?.agencyName, 'Recruitment agency');
  const licence = settings?.eaLicence
    ? {
        en: `Employment agency licence no. ${settings.eaLicence}${settings.businessRegistration ? ` · Business registration no. ${settings.businessRegistration}` : ''}`,
        'zh-Hant': `職業介紹所牌照號碼 ${settings.eaLicence}${settings.businessRegistration ? ` · 商業登記號碼 ${settings.businessRegistration}` : ''}`,
      }
    : undefined;
  return {
    origin,
    brand: {
      name,
      siteUrl: origin,
      phone: settings?.phone ?? undefined,
      email: settings?.email ?? undefined,
      privacyEmail: settings?.email ?? undefined,
      licence,
    },
    async vacancy(slug) {
      const vacancy = (await fetch(vacancyBySlugQuery, { slug })) as VacancyBySlugQueryResult;
      if (!vacancy) return null;
      return { title: both(vacancy.title, slug), url: vacancyUrls(origin, slug) };
    },
  };
}

/**
 * loadAgencyFacts, remembered for `ttlMs` (and vacancy titles with it): a burst of mails reads the content once.
 * A failed read is not remembered.
 */
export function cachedAgencyFacts(options: AgencyFactsOptions, ttlMs = 60_000, now = Date.now) {
  let cached: { at: number; facts: Promise<AgencyFacts> } | null = null;
  return (): Promise<AgencyFacts> => {
    if (cached && now() - cached.at < ttlMs) return cached.facts;
    const facts = loadAgencyFacts(options).then((loaded) => {
      const titles = new Map<string, Promise<VacancyTitle | null>>();
      return {
        ...loaded,
        vacancy: (slug: string) => {
          let title = titles.get(slug);
          if (!title) {
            title = loaded.vacancy(slug);
            titles.set(slug, title);
            title.catch(() => titles.delete(slug));
          }
          return title;
        },
      };
    });
    const entry = { at: now(), facts };
    cached = entry;
    facts.catch(() => {
      if (cached === entry) cached = null;
    });
    return facts;
  };
}
