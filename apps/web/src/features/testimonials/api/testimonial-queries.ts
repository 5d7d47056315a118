import type { Lang } from '@agency/content';
import { contentQuery } from '../../../lib/content-query.ts';

export const testimonialsOptions = (lang: Lang) => contentQuery('testimonialsQuery', lang);
