/**
 * What a server render of a URL depends on in the URL (the server's page-cache key): its path and the query
 * parameters pages read. Any other parameter (`utm_source`, `fbclid`, `gclid`, …) changes nothing on the page, so
 * such links are served from the cache instead of each costing a render.
 */
import { matchRoutes } from 'react-router-dom';
import type { PageTableEntry } from '../lib/route-paths.ts';
import { routes } from './routes.tsx';

/**
 * The query parameters every page reads: `path`, the guide named by old destination-guide links
 * (features/destination-guides/lib/guide-path.ts). A page that reads others names them in the route table
 * (`searchParams`, e.g. the eligibility checker's answers).
 */
export const PAGE_SEARCH_PARAMS: readonly string[] = ['path'];

/** The URL's path and page-read parameters (sorted), or null for a path that can be no page (the 404 page). */
export function pageKey(url: string): string | null {
  const [path = '/', search = ''] = url.split(/\?(.*)/s);
  const leaf = matchRoutes(routes, path)?.at(-1);
  // A page's route has its table entry as its handle; a section redirect has none.
  const entry = leaf?.route.handle as PageTableEntry | undefined;
  if (!leaf || entry?.path === '*' || entry?.acceptsParams?.(leaf.params) === false) return null;
  const kept = new URLSearchParams();
  for (const name of [...PAGE_SEARCH_PARAMS, ...(entry?.searchParams ?? [])]) {
    for (const value of new URLSearchParams(search).getAll(name)) kept.append(name, value);
  }
  kept.sort();
  return kept.size > 0 ? `${path}?${kept.toString()}` : path;
}

/** The route table entry a path's page has (a section redirect has none). */
const entryOf = (path: string) =>
  matchRoutes(routes, path)?.at(-1)?.route.handle as PageTableEntry | undefined;

/**
 * Whether a URL is a personal page (`personal` in the route table): one person's data, rendered per request from
 * their own API answers, never cached.
 */
export const personalPage = (url: string): boolean => entryOf(url.split('?')[0] ?? '/')?.personal === true;
