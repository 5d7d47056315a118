// One page column at 1280 px: the header, every section band, the partner logos, the class carousel and the footer
// start on the same left edge (a section that breaks out of it was the first thing visitors noticed).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { sitePaths } from './site-support.ts';

/** Left edges (px) of what should line up, read from bounding boxes. */
async function leftEdges(page: Page) {
  return page.evaluate(() => {
    const left = (element: Element | null) =>
      element ? Math.round(element.getBoundingClientRect().left) : null;
    // Section bands are the page's direct <section id> children; their heading starts the column.
    const sections = [...document.querySelectorAll('main > section[id]')].map((section) => ({
      what: `section #${section.id}`,
      left: left(section.querySelector('h2')),
    }));
    const widgets = [
      ['partner logos', document.querySelector('#partners ul')],
      ['class carousel', document.querySelector('[aria-roledescription="carousel"]')],
      ['guide sections', document.querySelector('main section[id="sights"] h2')],
    ] as const;
    return {
      header: left(document.querySelector('header a')),
      footer: left(document.querySelector('footer h2')),
      blocks: [
        ...sections,
        ...widgets.filter(([, element]) => element).map(([what, element]) => ({ what, left: left(element) })),
      ].filter((block) => block.left !== null),
    };
  });
}

test('at 1280 px every section, the logos, the carousel, the header and the footer share one column', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the 1280 px layout');
  expect(page.viewportSize()?.width).toBe(1280);
  for (const path of sitePaths) {
    // One tab per page, closed when measured: moving on would abort what the page still loads after it settles
    // (code chunks, the favicon), which the fixture counts as failures. Other specs watch each page's loading.
    const view = await page.context().newPage();
    await view.goto(path, { waitUntil: 'networkidle' });
    const { header, footer, blocks } = await leftEdges(view);
    await view.close();
    // 72rem column centred in 1280 px, plus the 2rem gutter: (1280 - 1152) / 2 + 32.
    expect(header, `${path}: header`).toBe(96);
    expect(footer, `${path}: footer`).toBe(96);
    expect(blocks.length, `${path}: sections found`).toBeGreaterThan(0);
    for (const block of blocks) expect(block.left, `${path}: ${block.what}`).toBe(96);
  }
});

// Chinese text is set in a Chinese font first (styles/tokens.css `--font-sans-zh`): on the Chinese pages, and for
// the language switch on the English ones; English text keeps the system font.
const fontOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);

test('English text asks for the system font, the Chinese language switch for a Chinese font', async ({
  page,
}) => {
  await page.goto('/');
  expect(await fontOf(page, 'main h1')).toMatch(/^system-ui\b/);
  expect(await fontOf(page, '[data-testid="language-switch"]')).toMatch(/^"?PingFang TC"?/);
});

test('a Chinese page asks for a Chinese font first, in its text and its form fields', async ({ page }) => {
  await page.goto('/zh-hant/ContactUs');
  expect(await fontOf(page, 'main h1')).toMatch(/^"?PingFang TC"?/);
  expect(await fontOf(page, 'main input')).toMatch(/^"?PingFang TC"?/);
});
