import { vacanciesQuery, vacancyBySlugQuery, type Lang } from '@agency/content';
import { contentQuery } from '../../../lib/content-query.ts';

export const vacancyBySlugOptions = (slug: string, lang: Lang) =>
  contentQuery('vacancyBySlug', vacancyBySlugQuery, lang, { slug });

/** The vacancies not marked filled (the Vacancies page lists the open ones). */
export const vacanciesOptions = (lang: Lang) => contentQuery('vacancies', vacanciesQuery, lang);
