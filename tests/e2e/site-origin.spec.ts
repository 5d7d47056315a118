// The site's public origin is read at run time from SITE_ORIGIN (issue 27): one build serves any origin, and the
// canonical and hreflang links, og:url, robots.txt and the sitemap all name it.
import { expect, test } from '../support/fixtures.ts';
import { portNear, startSiteServer, type SiteServer } from '../support/content-server.ts';

const PUBLIC_ORIGIN = 'https://www.agency.example';
let site: SiteServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  site = await startSiteServer(portNear(4), { env: { SITE_ORIGIN: PUBLIC_ORIGIN } });
});
test.afterAll(async () => {
  await site?.stop();
});

const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, 'g'))].map((m) => m[0]);

test('canonical, hreflang and og:url name SITE_ORIGIN in both languages', async ({ request }) => {
  for (const path of ['/AboutUs', '/zh-hant/AboutUs']) {
    const html = await (await request.get(`${site.origin}${path}`)).text();
    expect(links(html, 'canonical')).toEqual([`<link rel="canonical" href="${PUBLIC_ORIGIN}${path}"/>`]);
    const alternates = links(html, 'alternate').map((tag) => /href="([^"]+)"/.exec(tag)?.[1]);
    expect(alternates).toEqual([
      `${PUBLIC_ORIGIN}/AboutUs`,
      `${PUBLIC_ORIGIN}/zh-hant/AboutUs`,
      `${PUBLIC_ORIGIN}/AboutUs`,
    ]);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_ORIGIN}${path}"/>`);
    expect(html).not.toContain('localhost');
  }
});

test('robots.txt and the sitemap name SITE_ORIGIN', async ({ request }) => {
  expect(await (await request.get(`${site.origin}/robots.txt`)).text()).toContain(
    `Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`,
  );
  const sitemap = await (await request.get(`${site.origin}/sitemap.xml`)).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locations.length).toBeGreaterThan(10);
  for (const location of locations) expect(location.startsWith(`${PUBLIC_ORIGIN}/`), location).toBe(true);
  expect(sitemap).not.toContain('localhost');
});
