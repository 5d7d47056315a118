import type { Lang } from '@agency/content';
import { contentQuery } from '../../../lib/content-query.ts';

export const vacancyBySlugOptions = (slug: string, lang: Lang) =>
  contentQuery('vacancyBySlugQuery', lang, { slug });
