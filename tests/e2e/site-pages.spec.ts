// One journey per page: every page of the route table and a vacancy page, in both languages, at phone and desktop
// width. Each page loads ONCE and is checked for what every page owes every visitor:
// - the server's HTML (the navigation's own response, before any script runs) holds the page's content: its
//   language, title, description, a non-empty <h1>, real text in <main> and the words that page must show, and no
//   content still waiting in a Suspense template;
// - in the browser: status 200, <html lang>, the <h1>, the banner and the footer, and no console error, page error or
//   failed request (the fixture);
// - axe finds no WCAG 2.0/2.1/2.2 A/AA or best-practice violation, with reduced motion so no section is mid-fade
//   and every section is judged.
// - at 1280 px (the desktop project; the route table's pages), the header, every section band, the partner logos,
//   the class carousel and the footer start on the one column's left edge (a section breaking out of it was the
//   first thing visitors noticed);
// - what that page in particular must show (`visitChecks`: sections, counts, structured data, fonts), in the same
//   visit rather than in a second load of the page by another spec.
// Feature journeys (pages-*.spec.ts, site-*.spec.ts) cover what pages DO; this spec covers what each page IS.
import type { Page } from '@playwright/test';
import { axeViolations, wcagTags } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { seedDataset } from '../support/content-server.ts';
import { layoutShift, recordLayoutShifts } from '../support/layout-shift.ts';
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
  '/zh-hant/DestinationGuides/Macau': ['本頁內容', '生活費用', '澳門目前沒有空缺職位。'],
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

const fontOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);

// The seed's vacancy dates follow the calendar (they move to the day the server reads the seed).
const seedVacancy = seedDataset().find((doc) => doc._id === 'vacancy-kindergarten-tseung-kwan-o')!;

/**
 * What one page must show beyond what every page owes, checked in the same visit (both widths). A check that leaves
 * the page (a link followed) comes last.
 */
const visitChecks: Record<string, (page: Page) => Promise<void>> = {
  // English text asks for the system font, the Chinese language switch for a Chinese font (styles/tokens.css
  // `--font-sans-zh`); the hero's Contact Us button, the eight partner logos, and Read More to Our Services.
  '/': async (page) => {
    expect(await fontOf(page, 'main h1')).toMatch(/^system-ui\b/);
    expect(await fontOf(page, '[data-testid="language-switch"]')).toMatch(/^"?PingFang TC"?/);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute(
      'href',
      '/ContactUs',
    );
    const logos = page.getByRole('region', { name: 'Who We Work With' }).getByRole('img');
    await expect(logos).toHaveCount(8);
    for (const logo of await logos.all()) {
      await logo.scrollIntoViewIfNeeded();
      await expect(logo).toHaveAttribute('alt', /logo$/);
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    // The spec's "Read More" with words that say where it goes; straight to the page, not through a redirect.
    await main.getByRole('link', { name: 'Read More about our services' }).click();
    await expect(page).toHaveURL(/\/OurServices\/OurServices_FYS$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('For Your School');
  },
  // A Chinese page asks for a Chinese font first, in its text and its form fields.
  '/zh-hant/ContactUs': async (page) => {
    expect(await fontOf(page, 'main h1')).toMatch(/^"?PingFang TC"?/);
    expect(await fontOf(page, 'main input:not([type="hidden"])')).toMatch(/^"?PingFang TC"?/);
  },
  // Benefits, the three-step process, guarantees (free replacement), global reach, the form's place.
  '/OurServices/OurServices_FYS': async (page) => {
    await expect(page.locator('#benefits li')).toHaveCount(4);
    await expect(page.locator('#process ol > li h3')).toHaveText([
      'You submit a request',
      'We scan our database',
      'You shortlist and hire',
    ]);
    const guarantees = page.locator('#guarantees');
    await expect(guarantees).toContainText('within 1 month');
    await expect(guarantees).toContainText(/T&Cs apply|terms and conditions/i);
    await expect(page.locator('#reach li')).toHaveText(
      [
        'Canada',
        'USA',
        'UK',
        'Ireland',
        'South Africa',
        'Australia',
        'New Zealand',
        'Hong Kong',
        'Macau',
      ].map((country) => new RegExp(`${country}$`)),
    );
    await expect(page.locator('[data-form="enquiry"][data-source="for-your-school"]')).toBeAttached();
    await expect(page.getByRole('link', { name: 'Send us your request' })).toHaveAttribute(
      'href',
      '#enquiry',
    );
  },
  // Who can apply, the job terms and the six steps after submitting.
  '/OurServices/OurServices_TA': async (page) => {
    await expect(page.locator('#eligibility li')).toHaveCount(5);
    await expect(page.locator('#terms')).toContainText('HK$24,000');
    await expect(page.locator('#terms')).toContainText('MOP 21,000–22,000');
    const steps = page.locator('#after-you-submit ol > li');
    await expect(steps).toHaveCount(6);
    await expect(steps.first().getByRole('heading', { level: 3 })).toContainText('Step 1');
    await expect(page.locator('#after-you-submit svg').first()).toBeAttached();
    await expect(page.locator('[data-form="application"][data-variant="teach-abroad"]')).toBeAttached();
  },
  // A guide's six sections with pictures, and the cost-of-living figures.
  '/DestinationGuides/HongKong': async (page) => {
    for (const id of ['sights', 'cuisine', 'weather', 'transport', 'airports', 'costOfLiving']) {
      const section = page.locator(`section#${id}`);
      await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(section.locator('img').first()).toHaveAttribute('width', /\d+/);
    }
    const costs = page.locator('#costOfLiving');
    await expect(costs).toContainText('HK$6,000–10,500 a month');
    await expect(costs).toContainText("1 month's rent");
    await expect(costs).toContainText('3 months');
    await expect(
      page.locator('#next-steps').getByRole('link', { name: 'See vacancies in Hong Kong' }),
    ).toHaveAttribute('href', '/Vacancies');
  },
  // The seed has no vacancy in Macau: the page says so and offers Contact Us instead.
  '/DestinationGuides/Macau': async (page) => {
    const cta = page.locator('#next-steps');
    await expect(cta).toContainText('There are no open vacancies in Macau right now.');
    await expect(cta.getByRole('link', { name: /See vacancies/ })).toHaveCount(0);
    await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/ContactUs');
  },
  // The table's columns, the "here" link to Contact Us, the hiring steps; no JobPosting on the list.
  '/Vacancies': async (page) => {
    await expect(page.getByRole('columnheader')).toHaveText([
      'Region',
      'Start Date',
      'Position',
      'School sector',
      'Employment type',
      'Monthly salary',
      'Apply by',
    ]);
    await expect(page.getByRole('row').nth(1)).toContainText('Hong Kong');
    await expect(page.getByRole('link', { name: 'here (Contact Us)', exact: true })).toHaveAttribute(
      'href',
      '/ContactUs',
    );
    await expect(page.locator('#hiring-steps ol > li')).toHaveCount(6);
    await expect(page.locator('#hiring-steps')).toContainText('passport');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  },
  // A JobPosting with Google's required properties.
  [vacancy]: async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kindergarten English Teacher');
    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    const posting = JSON.parse((await scripts.textContent()) ?? '{}');
    expect(posting['@context']).toBe('https://schema.org/');
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.title).toContain('Kindergarten English Teacher');
    expect(posting.description).toMatch(/^<(p|h3|ul)>/);
    // When the vacancy was published (the seed's _createdAt, moved to today like its start date), weeks before it.
    expect(posting.datePosted).toBe(seedVacancy._createdAt);
    expect(posting.validThrough).toBe(`${seedVacancy.closingDate}T23:59:59+08:00`);
    expect(posting.jobStartDate).toBe(seedVacancy.startDate);
    expect(posting.datePosted < posting.validThrough).toBe(true);
    expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization' });
    expect(posting.hiringOrganization.name).toBeTruthy();
    expect(posting.jobLocation).toMatchObject({ '@type': 'Place', address: { addressCountry: 'HK' } });
    expect(posting.employmentType).toBe('FULL_TIME');
    expect(posting.baseSalary).toMatchObject({ '@type': 'MonetaryAmount', currency: 'HKD' });
    expect(posting.baseSalary.value.unitText).toBe('MONTH');
    expect(posting.directApply).toBe(true);
    await expect(page.getByRole('complementary', { name: 'At a glance' })).toContainText(
      'HK$22,000–24,000 per month',
    );
    await expect(page.locator('[data-form="application"]')).toBeAttached();
  },
  // Dates and money formatted for Chinese readers.
  [inChinese(vacancy)]: async (page) => {
    const facts = page.getByRole('complementary', { name: '職位概覽' });
    const [year, month, day] = String(seedVacancy.startDate).split('-').map(Number);
    await expect(facts).toContainText(`${year}年${month}月${day}日`);
    await expect(facts).toContainText('每月 HK$22,000');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  },
  // The full stylesheet's rules apply once it is switched on, e.g. the site's 3 px focus ring (the browser's own
  // is `auto`; the inline critical CSS leaves it out).
  '/Reviews': async (page) => {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).toBe('solid 3px');
  },
};

const pages = [...sitePaths, vacancy].flatMap((path) => [
  { path, lang: 'en' },
  { path: inChinese(path), lang: 'zh-Hant' },
]);

// Layout shifts since the document began.
test.beforeEach(async ({ page }) => {
  await recordLayoutShifts(page);
});

for (const { path, lang } of pages) {
  test(`${path}: content, landmarks, no errors, layout shift, axe, column`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expectPrerendered(await response!.text(), path, lang);

    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await page.waitForLoadState('networkidle');
    // The print-only stylesheet is switched on once loaded (the usual media swap, src/main.tsx).
    await expect(page.locator('link[data-full-stylesheet]')).toHaveAttribute('media', 'all');
    // Within the CLS budget of 0.02 (a short page once moved its footer into view as its text section was laid out
    // late).
    expect(await layoutShift(page), 'layout shift (CLS budget 0.02)').toBeLessThanOrEqual(0.02);
    expect(await axeViolations(page, { tags: [...wcagTags, 'best-practice'] })).toEqual([]);
    // The pages of the route table; a vacancy page lays out its own two columns.
    if (page.viewportSize()?.width === 1280 && !path.includes('/Vacancies/'))
      await expectOneColumn(page, path);
    await visitChecks[path]?.(page);
  });
}
