import { vacancyBySlugQuery, type Lang } from '@agency/content';
import { contentQuery } from '../../../lib/content-query.ts';

// The list of open vacancies is shared (lib/site-queries.ts: the destination guides read it too).
export const vacancyBySlugOptions = (slug: string, lang: Lang) =>
  contentQuery('vacancyBySlug', vacancyBySlugQuery, lang, { slug });
