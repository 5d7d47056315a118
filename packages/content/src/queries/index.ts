// Only the queries: the public query allowlist (allowlist.ts) is every export of this module.
export { aboutUsQuery, legalTextsQuery, pageImageQuery, siteSettingsQuery } from './site-settings.ts';
export { classPhotosQuery, partnerLogosQuery, testimonialsQuery } from './home.ts';
export {
  regionVacancyDatesQuery,
  vacanciesQuery,
  vacancyBySlugQuery,
  vacancyTitlesQuery,
} from './vacancies.ts';
export { destinationGuideQuery } from './destination-guides.ts';
export { eligibilityRoutesQuery } from './eligibility.ts';
