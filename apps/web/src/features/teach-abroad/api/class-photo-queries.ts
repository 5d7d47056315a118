import type { Lang } from '@agency/content';
import { contentQuery } from '../../../lib/content-query.ts';

export const classPhotosOptions = (lang: Lang) => contentQuery('classPhotosQuery', lang);
