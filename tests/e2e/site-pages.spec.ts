// One journey per page: every page of the route table and a vacancy page, in both languages, at phone and desktop
// width. Each page loads ONCE and is checked for what every page owes every visitor:
// - the server's HTML (the navigation's own response, before any script runs) holds the page's content: its
//   language, title, description, a non-empty <h1>, real text in <main> and the words that page must show, and no
//   content still waiting in a Suspense template;
// - in the browser: status 200, <html lang>, the <h1>, the banner and the footer, and no console error, page error or
//   failed request (the fixture);
// - axe finds no WCAG 2.0/2.1/2.2 A/AA or best-practice violation, with reduced motion so no section is mid-fade
//   and every section is judged.
// - at 1280 px (the desktop project; the route table's pages), the header, every section band, the partner logos, the class carousel and
//   the footer start on the one column's left edge (a section breaking out of it was the first thing visitors
//   noticed).
// Feature journeys (pages-*.spec.ts, site-*.spec.ts) cover what pages DO; this spec covers what each page IS.
import type { Page } from '@playwright/test';
import { axeViolations, wcagTags } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { inChinese, sitePaths } from './site-support.ts';

// A whole page's axe run (every section, two rule sets) takes seconds on a loaded 2-core machine.
test.describe.configure({ timeout: 60_000 });

const vacancy = '/Vacancies/kindergarten-english-teacher-tseung-kwan-o';

/** Words the prerendered <main> of a page must say. */
const mainSays: Record<string, string[]> = {
  '/': ['Hong Kong'],
  '/AboutUs': ['2016'],
  '/TEFL': ['TEFL'],
  '/ContactUs': ['Contact Us'],
  '/Privacy': ['We only collect the personal information you choose to give us', 'job alerts'],
  '/TermsOfUse': ['provided in good faith'],
  '/zh-hant/Privacy': ['我們只會收集您透過本網站自願提供的個人資料'],
  '/zh-hant/AboutUs': ['2016'],
  '/zh-hant/TEFL': ['TEFL'],
};

/** What a page's HTML must carry, in its text or its markup (labels, links, structured data). */
const htmlHas: Record<string, string[]> = {
  '/Vacancies': ['<h1', 'Region / Start Dates', 'role="tablist"', vacancy, 'What happens after you apply'],
  [vacancy]: [
    'Kindergarten English Teacher',
    'application/ld+json',
    '"@type":"JobPosting"',
    'About the job',
    'HK$22,000–24,000',
  ],
  '/Reviews': ['Our Teachers', 'Ms. Carter', 'View more'],
  '/OurServices/OurServices_TA': [
    'Are you eligible?',
    'at least 120 hours',
    'Class pictures',
    'What happens after you submit',
  ],
  '/OurServices/OurServices_FYS': [
    'We scan our database',
    'Free replacement',
    'New Zealand',
    'Tell us what you need',
  ],
  '/DestinationGuides/HongKong': [
    'Victoria Peak',
    'aria-current="page"',
    'Cost of living',
    'HK$6,000–10,500',
  ],
  '/DestinationGuides/Macau': ['Macau', 'HK$6,000–7,500'],
  '/zh-hant/Vacancies': ['地區／入職日期', '遞交申請後的流程'],
  '/zh-hant/Reviews': ['我們的教師', '查看更多'],
  '/zh-hant/OurServices/OurServices_TA': ['您符合資格嗎？', '遞交申請後的流程'],
  '/zh-hant/OurServices/OurServices_FYS': ['免費替換', '紐西蘭'],
  '/zh-hant/DestinationGuides/Macau': ['本頁內容', '生活費用'],
};

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

function expectPrerendered(html: string, path: string, lang: string): void {
  expect(html).toContain(`<html lang="${lang}"`);
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
  expect(h1, 'a non-empty <h1> in the HTML').toBeTruthy();
  const text = mainText(html);
  expect(text.length, 'real content in <main>').toBeGreaterThan(80);
  for (const words of mainSays[path] ?? []) expect(text, `${path} should say ${words}`).toContain(words);
  for (const part of htmlHas[path] ?? []) expect(html, `${path} should carry ${part}`).toContain(part);
  // The content is in the document itself, not only in a pending Suspense template.
  expect(html).not.toMatch(/<template id="B:\d+"><\/template><p class="page-loading">/);
}

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

/** The one page column at 1280 px: 72rem centred, plus the 2rem gutter: (1280 - 1152) / 2 + 32. */
async function expectOneColumn(page: Page, path: string): Promise<void> {
  const { header, footer, blocks } = await leftEdges(page);
  expect(header, `${path}: header`).toBe(96);
  expect(footer, `${path}: footer`).toBe(96);
  expect(blocks.length, `${path}: sections found`).toBeGreaterThan(0);
  for (const block of blocks) expect(block.left, `${path}: ${block.what}`).toBe(96);
}

const pages = [...sitePaths, vacancy].flatMap((path) => [
  { path, lang: 'en' },
  { path: inChinese(path), lang: 'zh-Hant' },
]);

for (const { path, lang } of pages) {
  test(`${path}: content, landmarks, no errors, axe, column`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expectPrerendered(await response!.text(), path, lang);

    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await page.waitForLoadState('networkidle');
    // Layout shifts since the page began (buffered): within the CLS budget of 0.02 (a short page once moved its
    // footer into view as its text section was laid out late).
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(
              list
                .getEntries()
                .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
            ),
          ).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shifted, 'layout shift (CLS budget 0.02)').toBeLessThanOrEqual(0.02);
    expect(await axeViolations(page, { tags: [...wcagTags, 'best-practice'] })).toEqual([]);
    // The pages of the route table; a vacancy page lays out its own two columns.
    if (page.viewportSize()?.width === 1280 && !path.includes('/Vacancies/'))
      await expectOneColumn(page, path);
  });
}
