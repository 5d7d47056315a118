export * from './queries/index.ts';
// Staff-only (not in the public allowlist): the reply templates the staff area's composer offers.
export { replyTemplatesQuery, SERVER_ONLY_QUERIES } from './queries/reply-templates.ts';
export { PAGE_IMAGE_NAMES, type PageImageName } from './queries/site-settings.ts';
export type * from './sanity.types.ts';
export { keepLanguage, LANGS, localize, type Lang, type Localized } from './localize.ts';
export {
  DEFAULT_API_VERSION,
  DEFAULT_DATASET,
  EMBEDDED_PROJECT_ID,
  isEmbedded,
  type ContentConfig,
} from './config.ts';
export type { QueryParams, QueryResult } from './query-result.ts';
export { isPublicParamValue } from './query-params.ts';
export {
  hongKongDate,
  isVacancyOpen,
  lastOpenDay,
  todayInHongKong,
  vacancyStatus,
  type VacancyDates,
  type VacancyStatus,
} from './vacancy-status.ts';
export { isSiteDocumentType, SITE_DOCUMENT_TYPES } from './document-types.ts';
export {
  createImageBuilder,
  DEFAULT_SRCSET_WIDTHS,
  IMAGE_WIDTHS,
  snapImageWidth,
  imageProps,
  type ContentImage,
  type ImageProps,
} from './images.ts';
export { isExampleLicence } from './example-licence.ts';
