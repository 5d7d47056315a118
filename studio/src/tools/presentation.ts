/**
 * The Presentation tool (issue 26): the site beside the form, with click-to-edit overlays. The site runs in the
 * frame in preview mode: the tool opens `/api/preview/enable` with a secret it writes into the dataset, the API
 * server checks it (@sanity/preview-url-secret) and renders drafts for that browser (decision 025). Which pages show
 * a document comes from the site's own route table (`@agency/web/document-locations`).
 */
import { defineDocuments, defineLocations, presentationTool } from 'sanity/presentation';
import {
  documentLocations,
  locatedTypes,
  mainDocuments,
  type LocatedDocument,
} from '@agency/web/document-locations';

/** What the Studio selects from a document to work out its pages (the English title, the slug). */
const selections: Record<(typeof locatedTypes)[number], Record<string, string>> = {
  vacancy: { title: 'title.en', slug: 'slug.current' },
  destinationGuide: { title: 'name.en', slug: 'slug' },
  testimonial: {},
  partnerLogo: {},
  classPhoto: {},
  siteSettings: {},
};

export const locations = Object.fromEntries(
  locatedTypes.map((type) => [
    type,
    defineLocations({
      select: selections[type],
      resolve: (doc) => {
        const found = documentLocations(type, (doc ?? {}) as LocatedDocument);
        return found.length > 0
          ? { locations: found }
          : { message: 'Not on the site yet: give it a web address first.', tone: 'caution' };
      },
    }),
  ]),
);

/** `siteOrigin`: where the site runs (SANITY_STUDIO_PREVIEW_ORIGIN); the Studio frames it. */
export function sitePresentationTool(siteOrigin: string) {
  return presentationTool({
    title: 'Preview on the site',
    previewUrl: {
      initial: siteOrigin,
      previewMode: { enable: '/api/preview/enable', disable: '/api/preview/disable' },
    },
    allowOrigins: [siteOrigin],
    resolve: { locations, mainDocuments: defineDocuments(mainDocuments) },
  });
}
