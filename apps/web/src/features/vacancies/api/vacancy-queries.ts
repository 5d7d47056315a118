import { vacanciesQuery, vacancyBySlugQuery } from '@agency/content';
import { contentQuery } from '../../../lib/content-query.ts';

export const vacanciesOptions = () => contentQuery('vacancies', vacanciesQuery);
export const vacancyBySlugOptions = (slug: string) =>
  contentQuery('vacancyBySlug', vacancyBySlugQuery, { slug });
