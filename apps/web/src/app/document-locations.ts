/**
 * Where each kind of content document shows on the site, for the Studio's Presentation tool ("Used on these
 * pages" beside the form, and the page it opens first). Built from the route table's paths, so a moved page moves
 * here too; the Studio imports it as `@agency/web/document-locations`.
 */
import { LANGS, type Lang } from '@agency/content';
import { isRegionId } from '@agency/regions';
import { guidePath, guideSlugs } from '../features/destination-guides/lib/guide-path.ts';
import { localizePath } from '../i18n/lang.ts';
import { paths } from '../lib/route-paths.ts';

export interface SiteLocation {
  title: string;
  href: string;
}

const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', 'zh-Hant': '中文' };

/** A page in both languages, English first. */
const inBothLanguages = (title: string, path: string): SiteLocation[] =>
  LANGS.map((lang) => ({ title: `${title} (${LANGUAGE_NAMES[lang]})`, href: localizePath(path, lang) }));

/** The fields of a document the locations are worked out from (the Studio selects them). */
export interface LocatedDocument {
  title?: string;
  slug?: string;
}

/** The pages a document of `type` shows on, or [] when it is on none (yet: e.g. a vacancy with no slug). */
export function documentLocations(type: string, doc: LocatedDocument): SiteLocation[] {
  switch (type) {
    case 'vacancy':
      return doc.slug
        ? [
            ...inBothLanguages(doc.title ?? 'Vacancy', paths.vacancy(doc.slug)),
            ...inBothLanguages('Vacancies', paths.vacancies),
          ]
        : [];
    case 'destinationGuide':
      return doc.slug && isRegionId(doc.slug)
        ? [
            ...inBothLanguages(doc.title ?? 'Destination guide', guidePath(doc.slug)),
            ...inBothLanguages('Destination guides', paths.destinationGuides),
          ]
        : [];
    case 'testimonial':
      return inBothLanguages('Reviews', paths.reviews);
    case 'partnerLogo':
      return inBothLanguages('Home page', paths.home);
    case 'classPhoto':
      return inBothLanguages('Teach abroad', paths.teachAbroad);
    case 'siteSettings':
      // Every page's header and footer; these pages show the most of it.
      return [
        ...inBothLanguages('Home page', paths.home),
        ...inBothLanguages('Contact us', paths.contact),
        ...inBothLanguages('About us', paths.about),
      ];
    default:
      return [];
  }
}

/** The content types the Presentation tool locates (the cases above). */
export const locatedTypes = [
  'vacancy',
  'destinationGuide',
  'testimonial',
  'partnerLogo',
  'classPhoto',
  'siteSettings',
] as const;

/**
 * The page's main document, so opening a page in the Presentation tool opens its form: a vacancy page its
 * vacancy, a guide page its guide (route patterns as the Presentation tool reads them: `:name` parameters).
 */
export const mainDocuments = [
  ...LANGS.flatMap((lang) => [
    {
      route: localizePath('/Vacancies/:slug', lang),
      filter: '_type == "vacancy" && slug.current == $slug',
    },
    ...guideSlugs.map((slug) => ({
      route: localizePath(guidePath(slug), lang),
      filter: `_type == "destinationGuide" && slug == "${slug}"`,
    })),
  ]),
];
