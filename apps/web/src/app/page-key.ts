/**
 * What a server render of a URL depends on in the URL (the server's page-cache key): its path and the query
 * parameters pages read. Any other parameter (`utm_source`, `fbclid`, `gclid`, …) changes nothing on the page, so
 * such links are served from the cache instead of each costing a render.
 */
import { matchPage } from './routes.tsx';

/**
 * The query parameters every page reads: `path`, the guide named by old destination-guide links
 * (features/destination-guides/lib/guide-path.ts). A page that reads others names them in the route table
 * (`searchParams`, e.g. the eligibility checker's answers).
 */
export const PAGE_SEARCH_PARAMS: readonly string[] = ['path'];

/** The URL's path and page-read parameters (sorted), or null for a path that can be no page (the 404 page). */
export function pageKey(url: string): string | null {
  const [path = '/', search = ''] = url.split(/\?(.*)/s);
  const match = matchPage(path);
  if (!match || match.path === '*') return null;
  // Personal pages are never cached (personalPage): their key would be a token's.
  if ('page' in match.handle && match.handle.acceptsParams?.(match.params) === false) return null;
  const kept = new URLSearchParams();
  const read = [...PAGE_SEARCH_PARAMS, ...(('page' in match.handle && match.handle.searchParams) || [])];
  for (const name of read) {
    for (const value of new URLSearchParams(search).getAll(name)) kept.append(name, value);
  }
  kept.sort();
  return kept.size > 0 ? `${path}?${kept.toString()}` : path;
}

/**
 * Whether a URL is a personal page (`personal` in the route table): one person's data, rendered per request from
 * their own API answers, never cached.
 */
export function personalPage(url: string): boolean {
  const match = matchPage(url.split('?')[0] ?? '/');
  return match !== undefined && 'page' in match.handle && match.handle.personal === true;
}
