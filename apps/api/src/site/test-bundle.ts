/**
 * A small site bundle for the server's tests (the real one needs a web build): it renders a page per path from
 * the content fetcher it is given, with the same contract as apps/web's entry-prerender.tsx.
 */
import type { SiteBundle } from './site-bundle.ts';

export function testBundle(): SiteBundle & { renders: string[]; failing: boolean; delayMs: number } {
  const bundle = {
    renders: [] as string[],
    failing: false,
    delayMs: 0,
    async renderPage(
      url: string,
      fetch: Parameters<SiteBundle['renderPage']>[1],
      options: Parameters<SiteBundle['renderPage']>[2],
    ) {
      bundle.renders.push(url);
      if (bundle.failing) throw new Error('content service unreachable');
      if (bundle.delayMs) await new Promise((resolve) => setTimeout(resolve, bundle.delayMs));
      const path = url.split('?')[0]!;
      if (path === '/OurServices')
        return { kind: 'redirect' as const, status: 301, location: '/OurServices/FYS' };
      const title = String(await fetch('*[_id == "title"][0].text', {}));
      const known = ['/', '/AboutUs', '/zh-hant', '/zh-hant/AboutUs'].includes(path);
      const notFound = options.notFound;
      return {
        kind: 'page' as const,
        status: known || notFound ? (notFound ? 404 : 200) : 404,
        html: `<html lang="${bundle.langFromPath(path)}"><link rel="canonical" href="${options.siteOrigin}${path}"><h1>${notFound ? 'Page not found' : title} ${path}</h1>${'<p>filler</p>'.repeat(200)}</html>`,
      };
    },
    listPages: async () => [
      ['/', '/zh-hant'],
      ['/AboutUs', '/zh-hant/AboutUs'],
    ],
    renderSitemap: async (_fetch: unknown, today: string, origin: string) =>
      `<urlset><!-- ${today} --><url><loc>${origin}/</loc></url></urlset>`,
    renderRobotsTxt: (origin: string) => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
    langFromPath: (path: string) => (path.startsWith('/zh-hant') ? 'zh-Hant' : 'en'),
    localizePath: (path: string, lang: string) => (lang === 'en' ? path : `/zh-hant${path}`),
  };
  return bundle;
}
