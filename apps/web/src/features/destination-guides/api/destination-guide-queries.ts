import type { Lang } from '@agency/content';
import { contentQuery } from '../../../lib/content-query.ts';
import type { GuideSlug } from '../lib/guide-path.ts';

export const destinationGuideOptions = (slug: GuideSlug, lang: Lang) =>
  contentQuery('destinationGuideQuery', lang, { slug });

/** Whether the guide's region has an open vacancy needs only the dates of its vacancies, not the whole list. */
export const regionVacancyDatesOptions = (region: GuideSlug, lang: Lang) =>
  contentQuery('regionVacancyDatesQuery', lang, { region });
