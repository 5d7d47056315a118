// Server answers: section redirects, the /login staff landing page, retired shop-admin paths (each page's own HTML:
// site-pages.spec.ts). They do not depend on the width: desktop project only (playwright.config.ts).
import { expect, test } from '../support/fixtures.ts';

const redirects = [
  { from: '/OurServices', to: '/OurServices/OurServices_FYS' },
  { from: '/DestinationGuides', to: '/DestinationGuides/HongKong' },
  { from: '/zh-hant/OurServices', to: '/zh-hant/OurServices/OurServices_FYS' },
  { from: '/zh-hant/DestinationGuides', to: '/zh-hant/DestinationGuides/HongKong' },
];

for (const { from, to } of redirects) {
  test(`${from} redirects permanently to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(to);
  });
}

for (const [path, heading] of [
  ['/login', 'Staff sign-in'],
  ['/zh-hant/login', '職員登入'],
] as const) {
  test(`${path} is the staff landing page: the Studio and the inbox, not indexed`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(heading);
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toMatch(/href="https:\/\/[^"]+\.sanity\.studio\/?"/);
    expect(html).toContain('href="/staff"');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/login');
  });
}

for (const path of [
  '/goods/goods-list',
  '/order/order-list',
  '/user',
  '/add-goods',
  '/advert',
  '/params/specifications',
]) {
  test(`retired shop-admin path ${path} answers 404 with the 404 page`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('lang="en"');
    expect(html).toMatch(/<h1[^>]*>[^<]*find that page/);
  });
}
