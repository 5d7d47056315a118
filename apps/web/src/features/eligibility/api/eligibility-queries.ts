import { eligibilityRoutesQuery, vacanciesQuery, type Lang } from '@agency/content';
import { contentQuery } from '../../../lib/content-query.ts';

/** The routes and their requirements (Studio: Eligibility rules). */
export const eligibilityRoutesOptions = (lang: Lang) =>
  contentQuery('eligibilityRoutes', eligibilityRoutesQuery, lang);

/** The vacancies not marked filled; the same cache entry as the Vacancies page's list. */
export const notFilledVacanciesOptions = (lang: Lang) => contentQuery('vacancies', vacanciesQuery, lang);
