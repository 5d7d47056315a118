/**
 * Prerenders every page of the site, in both languages, to static HTML in dist/ (run by `build` after the client
 * and the prerender bundle are built): each route, each open vacancy, the 404 page; then sitemap.xml, robots.txt
 * and redirects.json (the server answers those paths with permanent redirects).
 *
 * Content comes from the embedded seed dataset, through the same GROQ queries the browser uses.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteSettingsQuery, vacancySlugsQuery } from '@agency/content';
import { seedContent } from '@agency/content/embedded';
import { outputFileFor, renderDocument } from './lib/html-document.ts';
import { renderRobots, renderSitemap, type SitemapEntry } from './lib/sitemap.ts';
import type * as PrerenderEntry from '../src/entry-prerender.tsx';

type PrerenderModule = typeof PrerenderEntry;

const appDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(appDir, 'dist');
const ssrDir = path.join(appDir, 'dist-ssr');

async function main() {
  const started = performance.now();
  const entry = (await import(
    pathToFileURL(path.join(ssrDir, 'entry-prerender.js')).href
  )) as PrerenderModule;
  const { LANGS, localizePath, paths, sectionRedirects, staticPagePaths, config, studioUrlOf } = entry;
  const content = seedContent();
  const fetcher = (query: string, params: Record<string, unknown>) => content.fetch(query, params as never);
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');

  const slugs = await content.fetch(vacancySlugsQuery);
  const pagePaths = [...staticPagePaths, ...slugs.map((slug) => paths.vacancy(slug))];

  const writePage = async (urlPath: string, file: string, notFound = false) => {
    const result = await entry.renderUrl(urlPath, fetcher, { notFound });
    if (result.kind !== 'page')
      throw new Error(`${urlPath} redirected to ${result.location}; prerender only pages`);
    const html = renderDocument({
      template,
      lang: result.lang,
      appHtml: result.html,
      stateJson: entry.serializeAppState(result.state),
      stateId: entry.APP_STATE_ID,
    });
    const target = path.join(distDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, html);
  };

  const sitemap: SitemapEntry[] = [];
  for (const neutral of pagePaths) {
    const alternates = Object.fromEntries(
      LANGS.map((lang) => [lang, `${config.siteOrigin}${localizePath(neutral, lang)}`]),
    );
    for (const lang of LANGS) {
      const urlPath = localizePath(neutral, lang);
      await writePage(urlPath, outputFileFor(urlPath));
      sitemap.push({ alternates, lang });
    }
  }
  // The 404 page, per language: the server sends the one matching the requested path's language.
  await writePage('/404', '404.html', true);
  await writePage(localizePath('/404', 'zh-Hant'), 'zh-hant/404.html', true);
  // index.html is now the prerendered home page; the bare template is not needed.

  const settings = await content.fetch(siteSettingsQuery);
  const redirects: Record<string, { location: string; status: number }> = {
    [paths.login]: { location: studioUrlOf(settings), status: 302 },
  };
  for (const [from, to] of Object.entries(sectionRedirects)) {
    for (const lang of LANGS)
      redirects[localizePath(from, lang)] = { location: localizePath(to, lang), status: 301 };
  }
  await writeFile(path.join(distDir, 'redirects.json'), `${JSON.stringify(redirects, null, 2)}\n`);
  await writeFile(path.join(distDir, 'sitemap.xml'), renderSitemap(sitemap, 'en'));
  await writeFile(path.join(distDir, 'robots.txt'), renderRobots(config.siteOrigin));
  await rm(ssrDir, { recursive: true, force: true });

  const pages = pagePaths.length * LANGS.length + 2;
  console.log(`prerendered ${pages} pages in ${Math.round(performance.now() - started)} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
