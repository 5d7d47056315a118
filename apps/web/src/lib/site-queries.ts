/** Content queries every page shares (the layout's footer and navigation read these). */
import type { PageImageName, SiteSettingsQueryResult, Lang } from '@agency/content';
import { contentQuery } from './content-query.ts';

export type SiteSettings = NonNullable<SiteSettingsQueryResult>;

export const siteSettingsOptions = (lang: Lang) => contentQuery('siteSettingsQuery', lang);
/** The Privacy Statement and the Terms of Use (their own pages, decision 036). */
export const legalTextsOptions = (lang: Lang) => contentQuery('legalTextsQuery', lang);
/** Only the pages that show them load these (they would otherwise travel in every prerendered page). */
export const pageImageOptions = (page: PageImageName, lang: Lang) =>
  contentQuery('pageImageQuery', lang, { page });
export const aboutUsOptions = (lang: Lang) => contentQuery('aboutUsQuery', lang);
/** The vacancies not marked filled: the Vacancies page lists the open ones, the eligibility page the fitting ones. */
export const vacanciesOptions = (lang: Lang) => contentQuery('vacanciesQuery', lang);
export const partnerLogosOptions = (lang: Lang) => contentQuery('partnerLogosQuery', lang);

/** Where the /login page's "Edit the website" goes: the Studio named in site settings, or the local Studio. */
export function studioUrlOf(settings: SiteSettingsQueryResult): string {
  return settings?.studioUrl || 'http://localhost:3333';
}
