import { destinationGuideQuery } from '@agency/content';
import { contentQuery } from '../../../lib/content-query.ts';
import type { GuideSlug } from '../lib/guide-path.ts';

export const destinationGuideOptions = (slug: GuideSlug) =>
  contentQuery('destinationGuide', destinationGuideQuery, { slug });
