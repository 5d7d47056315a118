/** Content queries every page shares (the layout's footer and navigation read these). */
import {
  aboutUsQuery,
  pageImagesQuery,
  partnerLogosQuery,
  siteSettingsQuery,
  vacanciesQuery,
  type SiteSettingsQueryResult,
} from '@agency/content';
import { contentQuery } from './content-query.ts';

export type SiteSettings = NonNullable<SiteSettingsQueryResult>;

export const siteSettingsOptions = () => contentQuery('siteSettings', siteSettingsQuery);
/** Only the pages that show them load these (they would otherwise travel in every prerendered page). */
export const pageImagesOptions = () => contentQuery('pageImages', pageImagesQuery);
export const aboutUsOptions = () => contentQuery('aboutUs', aboutUsQuery);
export const partnerLogosOptions = () => contentQuery('partnerLogos', partnerLogosQuery);
/** The open vacancies: listed on Vacancies; a destination guide says whether its region has any. */
export const vacanciesOptions = () => contentQuery('vacancies', vacanciesQuery);

/** Where the /login page's "Edit the website" goes: the Studio named in site settings, or the local Studio. */
export function studioUrlOf(settings: SiteSettingsQueryResult): string {
  return settings?.studioUrl || 'http://localhost:3333';
}
