/**
 * The site's redirects, emitted by the web build as dist/redirects.json (old section paths → their first page)
 * and answered here with a real 301/302, so crawlers and plain HTTP clients follow them too.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Redirect {
  location: string;
  status: 301 | 302 | 307 | 308;
}

export type RedirectTable = ReadonlyMap<string, Redirect>;

export function loadRedirects(root: string): RedirectTable {
  const file = path.join(root, 'redirects.json');
  if (!fs.existsSync(file)) return new Map();
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Redirect>;
  return new Map(Object.entries(raw).map(([from, target]) => [normalise(from), target]));
}

function normalise(urlPath: string): string {
  return urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
}

/** The redirect for a request URL, keeping its query string on same-site targets (old guide links carry one). */
export function findRedirect(table: RedirectTable, url: string): Redirect | null {
  const [pathPart = '/', query] = url.split('?', 2);
  const target = table.get(normalise(pathPart));
  if (!target) return null;
  const sameSite = target.location.startsWith('/');
  return {
    status: target.status,
    location: sameSite && query ? `${target.location}?${query}` : target.location,
  };
}
