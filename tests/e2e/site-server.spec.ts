// Server answers: section redirects, old guide links, the /login staff landing page, the staff area never indexed,
// an unknown vacancy and retired shop-admin paths (each page's own HTML: site-pages.spec.ts). They do not depend on
// the width: desktop project only (playwright.config.ts).
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

// Old links carry the guide's path in a query parameter.
const legacyGuideLinks = [
  ['/DestinationGuides?path=Macau', /\/DestinationGuides\/Macau$/, 'Macau'],
  ['/DestinationGuides?path=/DestinationGuides/Macau', /\/DestinationGuides\/Macau$/, 'Macau'],
  ['/DestinationGuides?path=HongKong', /\/DestinationGuides\/HongKong$/, 'Hong Kong'],
  ['/DestinationGuides/HongKong?path=%2FDestinationGuides%2FMacau', /\/DestinationGuides\/Macau$/, 'Macau'],
  ['/zh-hant/DestinationGuides?path=Macau', /\/zh-hant\/DestinationGuides\/Macau$/, '澳門'],
  ['/DestinationGuides', /\/DestinationGuides\/HongKong$/, 'Hong Kong'],
] as const;

for (const [from, to, heading] of legacyGuideLinks) {
  test(`the old link ${from} lands on the right guide`, async ({ page, pageProblems }) => {
    // The section path itself is answered by a server redirect or, without one, by the 404 page whose app
    // redirects: either way the visitor must land on the guide.
    if (!from.includes('/DestinationGuides/')) pageProblems.allowFailure(from);
    // Leaving the first guide at once can cancel its background content refresh (an aborted, harmless request).
    pageProblems.allowFailure('/data/query/');
    await page.goto(from);
    // A link the server does not redirect is put right by the app once it has started (on a loaded machine that can
    // take longer than an assertion's default 5 s).
    await expect(page).toHaveURL(to, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('an unknown vacancy answers 404 with the 404 page and no JobPosting', async ({ request }) => {
  const response = await request.get('/Vacancies/no-such-job');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>[^<]*find that page/);
  expect(html).not.toContain('application/ld+json');
});

test('the staff area is never indexed', async ({ request }) => {
  for (const url of ['/staff', '/staff/sign-in', '/api/staff/session']) {
    const response = await request.get(url);
    expect(response.headers()['x-robots-tag'], url).toBe('noindex, nofollow');
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/staff');
});
