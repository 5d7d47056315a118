import { destinationGuideQuery, type Lang } from '@agency/content';
import { contentQuery } from '../../../lib/content-query.ts';
import type { GuideSlug } from '../lib/guide-path.ts';

export const destinationGuideOptions = (slug: GuideSlug, lang: Lang) =>
  contentQuery('destinationGuide', destinationGuideQuery, lang, { slug });
