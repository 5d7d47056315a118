export * from './queries/index.ts';
export type * from './sanity.types.ts';
export { LANGS, localize, type Lang, type Localized } from './localize.ts';
export {
  DEFAULT_API_VERSION,
  DEFAULT_DATASET,
  EMBEDDED_PROJECT_ID,
  isEmbedded,
  queryApiBase,
  type ContentConfig,
} from './config.ts';
export { buildQueryUrl, ContentQueryError, createContentClient, type ContentClient } from './client.ts';
export type { QueryParams, ResultOf } from './query-types.ts';
export {
  createImageBuilder,
  DEFAULT_SRCSET_WIDTHS,
  IMAGE_WIDTHS,
  snapImageWidth,
  imageProps,
  type ContentImage,
  type ImageProps,
} from './images.ts';
