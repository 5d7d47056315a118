/**
 * The web app's server bundle (apps/web/dist-ssr/entry-prerender.js, built by `pnpm --filter @agency/web build`):
 * the same routes and components as the browser, rendering one URL to a full HTML document. Its contract with
 * this server is written once, in apps/web/src/site-bundle.ts, and checked member by member when it loads.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkSiteBundle, type SiteBundle } from '@agency/web/site-bundle';

export type { ApiFetch, ContentFetch, PageRender, SiteBundle } from '@agency/web/site-bundle';

export const BUNDLE_FILE = 'entry-prerender.js';

/** Loads the bundle, or returns the file it looked for when the web app has not been built. */
export async function loadSiteBundle(dir: string): Promise<{ bundle: SiteBundle } | { missing: string }> {
  const file = path.join(dir, BUNDLE_FILE);
  if (!existsSync(file)) return { missing: file };
  return {
    bundle: checkSiteBundle((await import(pathToFileURL(file).href)) as Record<string, unknown>, file),
  };
}
