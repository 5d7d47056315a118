/**
 * A small site bundle for the server's tests (the real one needs a web build): it renders a page per path from
 * the content fetcher it is given, with the same contract (apps/web/src/site-bundle.ts). Paths under /Vacancies/
 * with capitals can be no page (pageKey null); /refused makes the content service refuse its query (a 400).
 * /me is a personal page: it shows what the visitor's API answers at /api/test/me (404 when that says 404).
 */
import type { SiteBundle } from './site-bundle.ts';

export function testBundle(): SiteBundle & {
  renders: string[];
  failing: boolean;
  delayMs: number;
  /** A render of a URL waits for the promise this returns, if any (the test decides when it finishes). */
  hold?: (url: string) => Promise<void> | undefined;
  /** Paths whose render fails. */
  broken: Set<string>;
  /** Content queries made, with the URL of the render that made them. */
  queries: string[];
  extraPages: number;
} {
  const bundle = {
    renders: [] as string[],
    failing: false,
    delayMs: 0,
    hold: undefined as ((url: string) => Promise<void> | undefined) | undefined,
    broken: new Set<string>(),
    queries: [] as string[],
    async renderPage(
      url: string,
      fetch: Parameters<SiteBundle['renderPage']>[1],
      options: Parameters<SiteBundle['renderPage']>[2],
    ) {
      bundle.renders.push(url);
      const path = url.split('?')[0]!;
      if (bundle.failing || bundle.broken.has(path)) throw new Error('content service unreachable');
      if (bundle.delayMs) await new Promise((resolve) => setTimeout(resolve, bundle.delayMs));
      await bundle.hold?.(url);
      if (path === '/OurServices')
        return {
          kind: 'redirect' as const,
          status: 301,
          location: `/OurServices/FYS${url.slice(path.length)}`,
        };
      if (path === '/refused')
        throw Object.assign(new Error('$slug must be a short slug'), { statusCode: 400 });
      if (bundle.personalPage(url)) {
        const answer = await options.fetchApi!('/api/test/me');
        const text = await answer.text();
        return {
          kind: 'page' as const,
          status: answer.status,
          html: `<html><h1>Me</h1><p>${text}</p></html>`,
        };
      }
      bundle.queries.push(url);
      const title = String(await fetch('*[_id == "title"][0].text', {}));
      const known =
        ['/', '/AboutUs', '/zh-hant', '/zh-hant/AboutUs'].includes(path) || path.startsWith('/p/');
      const notFound = options.notFound;
      return {
        kind: 'page' as const,
        status: known || notFound ? (notFound ? 404 : 200) : 404,
        html: `<html lang="${bundle.langFromPath(path)}"><link rel="canonical" href="${options.siteOrigin}${path}"><h1>${notFound ? 'Page not found' : title} ${url}</h1>${'<p>filler</p>'.repeat(200)}</html>`,
      };
    },
    pageKey(url: string) {
      const [path = '/', search = ''] = url.split(/\?(.*)/s);
      if (/^(\/zh-hant)?\/Vacancies\/.*[A-Z]/.test(path)) return null;
      const guide = new URLSearchParams(search).get('path');
      return guide ? `${path}?path=${guide}` : path;
    },
    personalPage: (url: string) => /^(\/zh-hant)?\/me$/.test(url.split('?')[0]!),
    /** Pages beyond the two fixed ones the warm-up lists (`/p/1` …). */
    extraPages: 0,
    listPages: async () => [
      ['/', '/zh-hant'],
      ['/AboutUs', '/zh-hant/AboutUs'],
      ...Array.from({ length: bundle.extraPages }, (_, i) => [`/p/${i}`, `/zh-hant/p/${i}`]),
    ],
    renderSitemap: async (_fetch: unknown, today: string, origin: string) =>
      `<urlset><!-- ${today} --><url><loc>${origin}/</loc></url></urlset>`,
    renderRobotsTxt: (origin: string) => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
    langFromPath: (path: string) => (path.startsWith('/zh-hant') ? 'zh-Hant' : 'en'),
    localizePath: (path: string, lang: string) => (lang === 'en' ? path : `/zh-hant${path}`),
  };
  return bundle;
}
