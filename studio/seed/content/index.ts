import type { SeedDoc } from './helpers.ts';
import { siteSettings } from './site-settings.ts';
import { vacancies } from './vacancies.ts';

/** Every document of the seed dataset, in the order they are written to dataset.ndjson. */
export const seedDocuments: SeedDoc[] = [siteSettings, ...vacancies];
