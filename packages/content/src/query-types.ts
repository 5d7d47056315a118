import type {
  aboutUsQuery,
  pageImagesQuery,
  siteSettingsQuery,
  partnerLogosQuery,
  classPhotosQuery,
  testimonialsQuery,
  vacanciesQuery,
  vacancyBySlugQuery,
  vacancySlugsQuery,
  destinationGuideQuery,
} from './queries/index.ts';
import type * as queries from './queries/index.ts';
import type {
  AboutUsQueryResult,
  PageImagesQueryResult,
  ClassPhotosQueryResult,
  DestinationGuideQueryResult,
  PartnerLogosQueryResult,
  SiteSettingsQueryResult,
  TestimonialsQueryResult,
  VacanciesQueryResult,
  VacancyBySlugQueryResult,
  VacancySlugsQueryResult,
} from './sanity.types.ts';

/** Each query string paired with its generated result type, so `fetch(query)` is typed without casts. */
type QueryRegistry =
  | [typeof siteSettingsQuery, SiteSettingsQueryResult]
  | [typeof aboutUsQuery, AboutUsQueryResult]
  | [typeof pageImagesQuery, PageImagesQueryResult]
  | [typeof partnerLogosQuery, PartnerLogosQueryResult]
  | [typeof classPhotosQuery, ClassPhotosQueryResult]
  | [typeof testimonialsQuery, TestimonialsQueryResult]
  | [typeof vacanciesQuery, VacanciesQueryResult]
  | [typeof vacancyBySlugQuery, VacancyBySlugQueryResult]
  | [typeof vacancySlugsQuery, VacancySlugsQueryResult]
  | [typeof destinationGuideQuery, DestinationGuideQueryResult];

/** The generated result type of a known query; `unknown` for any other string. */
export type ResultOf<Q extends string> = string extends Q
  ? unknown
  : [Extract<QueryRegistry, [Q, unknown]>] extends [never]
    ? unknown
    : Extract<QueryRegistry, [Q, unknown]>[1];

export type QueryParams = Record<string, string | number | boolean | null | string[] | number[]>;

// Compile-time guard: a query exported from ./queries but missing above would make `fetch` return unknown.
type Unregistered = Exclude<(typeof queries)[keyof typeof queries], QueryRegistry[0]>;
type AssertTrue<T extends true> = T;
export type EveryQueryIsRegistered = AssertTrue<[Unregistered] extends [never] ? true : false>;
