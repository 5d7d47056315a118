import { eligibilityRoutes } from './eligibility-routes.ts';
import { hongKongGuide } from './guide-hong-kong.ts';
import { macauGuide } from './guide-macau.ts';
import type { SeedDoc } from './helpers.ts';
import { classPhotos, partnerLogos } from './media.ts';
import { replyTemplates } from './reply-templates.ts';
import { siteSettings } from './site-settings.ts';
import { testimonials } from './testimonials.ts';
import { vacancies } from './vacancies.ts';

/** Every document of the seed dataset, in the order they are written to dataset.ndjson. */
export const seedDocuments: SeedDoc[] = [
  siteSettings,
  ...vacancies,
  ...testimonials,
  hongKongGuide,
  macauGuide,
  ...partnerLogos,
  ...classPhotos,
  ...eligibilityRoutes,
  ...replyTemplates,
];
