// Server answers: section redirects, the /login staff landing page, retired shop-admin paths, and each page's HTML without JavaScript.
import { expect, test } from '../support/fixtures.ts';
import { desktopOnly } from './site-support.ts';

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to reach testInfo.
test.beforeEach(({}, testInfo) => desktopOnly(testInfo));

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

/** Visible text of the prerendered <main> (tags stripped). */
function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const prerendered = [
  { path: '/', lang: 'en', words: ['Hong Kong'] },
  { path: '/AboutUs', lang: 'en', words: ['2016'] },
  { path: '/TEFL', lang: 'en', words: ['TEFL'] },
  { path: '/ContactUs', lang: 'en', words: ['Contact Us'] },
  { path: '/zh-hant', lang: 'zh-Hant', words: [] },
  { path: '/zh-hant/AboutUs', lang: 'zh-Hant', words: ['2016'] },
  { path: '/zh-hant/TEFL', lang: 'zh-Hant', words: ['TEFL'] },
  { path: '/zh-hant/ContactUs', lang: 'zh-Hant', words: [] },
];

for (const { path, lang, words } of prerendered) {
  test(`the HTML of ${path} holds its main content without JavaScript`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim();
    expect(h1, 'a non-empty <h1>').toBeTruthy();
    const text = mainText(html);
    expect(text.length, 'the page has real content in <main>').toBeGreaterThan(80);
    for (const word of words) expect(text).toContain(word);
  });
}
