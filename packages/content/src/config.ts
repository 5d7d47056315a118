/** Where content comes from. With a `projectId`, Sanity's API CDN; without, the site's own API server (seed dataset). */
export interface ContentConfig {
  /** Sanity project id; leave empty for the embedded seed dataset. */
  projectId?: string | undefined;
  dataset: string;
  /** Sanity API version date, e.g. "2025-02-19". */
  apiVersion: string;
  /** Origin of the embedded API server (default: same origin, i.e. relative URLs). */
  origin?: string | undefined;
  /** Query Sanity's CDN (apicdn) rather than the live API. Default true. */
  useCdn?: boolean | undefined;
}

/** The embedded default's identifiers: image URLs look like Sanity's, under /content/images/embedded/<dataset>/. */
export const EMBEDDED_PROJECT_ID = 'embedded';
export const DEFAULT_API_VERSION = '2025-02-19';
export const DEFAULT_DATASET = 'production';

export function isEmbedded(config: ContentConfig): boolean {
  return !config.projectId || config.projectId === EMBEDDED_PROJECT_ID;
}

/** Base URL of the query API, without the trailing `/data/query/<dataset>`. */
export function queryApiBase(config: ContentConfig): string {
  const version = `v${config.apiVersion.replace(/^v/, '')}`;
  if (isEmbedded(config)) return `${(config.origin ?? '').replace(/\/+$/, '')}/${version}`;
  const host = config.useCdn === false ? 'api.sanity.io' : 'apicdn.sanity.io';
  return `https://${config.projectId}.${host}/${version}`;
}
