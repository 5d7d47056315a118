/** Where content comes from. With a `projectId`, Sanity's API (or `apiHost`); without, the site's own API server. */
export interface ContentConfig {
  /** Sanity project id; leave empty for the embedded default (the API server's dataset file). */
  projectId?: string | undefined;
  dataset: string;
  /** Sanity API version date, e.g. "2025-02-19". */
  apiVersion: string;
  /** Embedded default: origin of the API server (queries and images). In the browser, the page's origin by default. */
  origin?: string | undefined;
  /** With a project: an API host other than Sanity's (`SANITY_API_HOST`: tests, proxies), e.g. http://127.0.0.1:4302. */
  apiHost?: string | undefined;
  /** Query Sanity's CDN (apicdn) rather than the live API. Default true. */
  useCdn?: boolean | undefined;
  /** A read token (server side only; never in the browser's config). */
  token?: string | undefined;
}

/** The embedded default's identifiers: image URLs look like Sanity's, under /content/images/embedded/<dataset>/. */
export const EMBEDDED_PROJECT_ID = 'embedded';
export const DEFAULT_API_VERSION = '2025-02-19';
export const DEFAULT_DATASET = 'production';

export function isEmbedded(config: ContentConfig): boolean {
  return !config.projectId || config.projectId === EMBEDDED_PROJECT_ID;
}
