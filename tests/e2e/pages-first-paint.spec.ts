// First paint (issue 14): each page carries its critical CSS inline and links the full stylesheet at the end of
// <body>; a page whose main image is its largest paint preloads that image with the <img>'s own srcset and sizes.
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from './pages-support.ts';

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];

for (const path of ['/', '/zh-hant/Vacancies', '/DestinationGuides/HongKong']) {
  test(`${path} paints from its own HTML: critical CSS inline, the stylesheet after the content`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style>[^<]*\.site-header[^<]*<\/style>/);
    expect(head).not.toContain('rel="stylesheet"');
    // At print priority (never holding the first paint), switched on by the entry script; a copy without scripts.
    expect(html).toMatch(
      /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)" media="print" data-full-stylesheet><noscript><link rel="stylesheet" crossorigin href="\1"><\/noscript>\s*<\/body>/,
    );
  });
}

for (const path of ['/', '/zh-hant', '/DestinationGuides/HongKong']) {
  test(`${path} preloads its main image with the image's srcset and sizes`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const img = /<img\b[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0];
    const preload = /<link rel="preload" as="image"[^>]*>/i.exec(html)?.[0];
    expect(img, 'the page has a high-priority image').toBeDefined();
    expect(preload, 'the page preloads an image').toBeDefined();
    expect(html.indexOf(preload!)).toBeLessThan(html.indexOf('</head>'));
    expect(attribute(preload!, 'imagesrcset')).toBe(attribute(img!, 'srcset'));
    expect(attribute(preload!, 'imagesizes')).toBe(attribute(img!, 'sizes'));
    expect(attribute(preload!, 'fetchpriority')).toBe('high');
    // The image server picks the format by the browser's Accept header (WebP), so the preload and the <img> fetch
    // the same response.
    expect(attribute(img!, 'srcset')).toContain('auto=format');
  });
}

// The entry hydrates as soon as it has run (app data in the page, no idle wait): the page's links then navigate
// inside the app, and the modules it needs were found early through Vite's modulepreload links.
test("the app's modules are preloaded, and once hydrated a link navigates inside the app", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('head link[rel="modulepreload"]').first()).toBeAttached();
  const contactLink = page.locator('footer a[href="/ContactUs"]').first();
  await waitForHydration(contactLink);
  await page.evaluate(() => ((window as unknown as { beforeNavigation: boolean }).beforeNavigation = true));
  await contactLink.click();
  await expect(page).toHaveURL(/\/ContactUs$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation),
  ).toBe(true);
});

// The server sends the language's 404 page (rendered once, for any unknown path) for a vacancy that does not exist.
// Its data is the not-found route's, not the vacancy route's the browser matches: the browser renders the page itself.
test('an unknown vacancy shows the not-found page, whose links then navigate in the app', async ({
  page,
  pageProblems,
}) => {
  pageProblems.allowFailure('no-such-job');
  const response = await page.goto('/zh-hant/Vacancies/no-such-job');
  expect(response?.status()).toBe(404);
  const home = page.locator('main a[href="/zh-hant"]').first();
  await waitForHydration(home);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await home.click();
  await expect(page).toHaveURL(/\/zh-hant$/);
});

// The enquiry form shares the forms package with the application form, but not its country lists (nationality,
// residence): the package is side-effect free, so the bundler leaves what the enquiry does not import out of the
// chunks Contact Us loads.
test('the enquiry form loads no country list', async ({ page }) => {
  const scripts: Promise<{ url: string; source: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((source) => ({ url: new URL(response.url()).pathname, source })));
  });
  await page.goto('/ContactUs');
  await expect(page.locator('form').getByLabel('First name')).toBeEnabled();
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(2);
  expect(loaded.filter(({ source }) => source.includes('Afghanistan')).map(({ url }) => url)).toEqual([]);
});

// The server and the browser build a content image's URLs with the same code (@sanity/image-url): a page reached by a
// client-side navigation shows the same image and share image as its server-rendered HTML.
test('a navigation builds the same image URLs as the server', async ({ page, request }) => {
  await page.goto('/');
  const readMore = page.locator('#services a[href="/OurServices/OurServices_FYS"]').first();
  await waitForHydration(readMore);
  await readMore.click();
  await expect(page).toHaveURL(/\/OurServices\/OurServices_FYS$/);
  const html = (await (await request.get('/OurServices/OurServices_FYS')).text()).replaceAll('&amp;', '&');
  const serverImage = /<main[\s\S]*?(<img\b[^>]*>)/i.exec(html)?.[1];
  const serverShareImage = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
  expect(serverImage, 'the page has an image').toBeDefined();
  expect(serverShareImage, 'the page has a share image').toBeDefined();
  await expect(page.locator('main img').first()).toHaveAttribute(
    'srcset',
    attribute(serverImage!, 'srcset')!,
  );
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', serverShareImage!);
});
