import type { ContentConfig } from '@agency/content';
import { config } from '../config.ts';

/** Where content (queries and images) comes from, for @agency/content's client and image helpers. */
export const contentConfig: ContentConfig = {
  projectId: config.sanityProjectId ?? undefined,
  dataset: config.sanityDataset,
  apiVersion: config.sanityApiVersion,
  apiHost: config.sanityApiHost ?? undefined,
};
