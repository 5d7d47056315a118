import type { Lang } from '@agency/content';
import { contentQuery } from '../../../lib/content-query.ts';

/** The routes and their requirements (Studio: Eligibility rules). */
export const eligibilityRoutesOptions = (lang: Lang) =>
  contentQuery('eligibilityRoutesQuery', lang);
