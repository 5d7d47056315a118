// First paint (issue 14): each page carries its critical CSS inline and links the full stylesheet at the end of
// <body>; a page whose main image is its largest paint preloads that image with the <img>'s own srcset and sizes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/fixtures.ts';
import { layoutShift, recordLayoutShifts } from '../support/layout-shift.ts';
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

// The app's JavaScript (~120 KB) must not share a slow connection with the page's LCP image: the small entry starts
// it at the first idle moment after the window's load event (src/main.tsx), and the page then hydrates.
for (const path of ['/', '/DestinationGuides/HongKong']) {
  test(`${path} loads the app's JavaScript only after its main image, then hydrates`, async ({ page }) => {
    const finished = new Map<string, number>();
    const started = new Map<string, number>();
    page.on('request', (request) => started.set(request.url(), Date.now()));
    page.on('requestfinished', (request) => finished.set(request.url(), Date.now()));
    await page.goto(path);
    const imageUrl = await page
      .locator('img[fetchpriority="high"]')
      .first()
      .evaluate((image: HTMLImageElement) => image.currentSrc);
    // Hydrated: a link is the app's (a client-side navigation keeps the document and its globals).
    const contactLink = page.locator('footer a[href="/ContactUs"]').first();
    await waitForHydration(contactLink);
    await page.evaluate(() => ((window as unknown as { beforeNavigation: boolean }).beforeNavigation = true));
    await contactLink.click();
    await expect(page).toHaveURL(/\/ContactUs$/);
    expect(
      await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation),
    ).toBe(true);
    const appScript = [...started.keys()].find((url) => /\/assets\/start-[^/]+\.js$/.test(url));
    expect(appScript, 'the app start chunk was loaded').toBeDefined();
    expect(finished.get(imageUrl), 'the main image finished loading').toBeDefined();
    expect(started.get(appScript!)!).toBeGreaterThanOrEqual(finished.get(imageUrl)!);
    // Starting the app and loading a page's chunk add no preload links (each append blocks the main thread:
    // `modulePreload: false`, vite.config.ts); the browser finds each module's imports as it parses it.
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  });
}

// Each chunk holds code that runs when it loads: V8 compiles it whole on the thread that streams it in, instead of
// function by function on the main thread while the app starts (decision 062). The hint must be the file's first line.
test('every script a page runs asks V8 to compile it whole as it arrives', async ({ page, request }) => {
  const scripts = new Set<string>();
  page.on('request', (sent) => {
    if (/\/assets\/[^/]+\.js$/.test(sent.url())) scripts.add(sent.url());
  });
  await page.goto('/zh-hant/Vacancies');
  await waitForHydration(page.locator('footer a[href="/zh-hant/ContactUs"]').first());
  expect(scripts.size, 'the entry, React DOM, the app and the page').toBeGreaterThanOrEqual(4);
  // Read after the load (a response body read inside the page's events can outlive the test).
  for (const url of scripts)
    expect((await (await request.get(url)).text()).slice(0, 29)).toBe('//# allFunctionsCalledOnLoad\n');
});

// A browser may draw a frame while the HTML is still arriving. The header's links sit at the right of the bar, so a
// frame drawn with half of them moved the panel when the rest arrived: a layout shift of 0.017 on a desktop page,
// seen on a busy machine. The page asks the browser to draw nothing before <main> starts (decision 064).
test('a page whose HTML arrives in two parts draws its header whole: no layout shift', async ({
  page,
  baseURL,
}) => {
  const path = '/TermsOfUse';
  const html = await (await page.request.get(path)).text();
  const panel = html.indexOf('id="site-menu"');
  expect(panel).toBeGreaterThan(0);
  const cut = html.indexOf('</a>', panel) + '</a>'.length;
  // The page's HTML in two parts half a second apart (cut after its first nav link); all else from the site.
  const site = new URL(baseURL!);
  const server = http.createServer((request, response) => {
    if (request.url === path) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), 500);
      return;
    }
    const upstream = http.request(
      {
        host: site.hostname,
        port: site.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await recordLayoutShifts(page);
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    await expect(page.locator('#site-menu .site-nav__link')).toHaveCount(8);
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBe(0);
  } finally {
    server.close();
  }
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

// Content images' URLs travel in the page's state (apps/web/src/lib/built-values.ts, decision 057): a first load
// hydrates without the image URL builder, which the browser loads only to build the images of a page it navigates to.
test('a first load hydrates its images without the URL builder; a navigation builds the same URLs', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  // The scripts that carry @sanity/image-url: its code names its crop modes ('focalpoint' among them).
  // (A copy of the list: scripts requested while the sources are fetched must not shift the indexes.)
  const builderScripts = async () => {
    const requested = [...scripts];
    const sources = await Promise.all(requested.map(async (url) => (await request.get(url)).text()));
    return requested.filter((_, index) => sources[index]!.includes('focalpoint'));
  };
  await page.goto('/');
  const readMore = page.locator('#services a[href="/OurServices/OurServices_FYS"]').first();
  await waitForHydration(readMore);
  expect(await builderScripts()).toEqual([]);

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
  expect(await builderScripts()).toHaveLength(1);
});
