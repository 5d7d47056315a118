// The full stylesheet waits for the visitor's first use (src/lib/full-stylesheets.ts, issue 14): until then the
// page's inline critical CSS must style everything the page shows, at phone and desktop widths.
import type { Page } from '@playwright/test';
import { waitForAnimations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from './pages-support.ts';
import { inChinese, sitePaths } from './site-support.ts';

/**
 * Switches the full stylesheet on and lists what that changes in the page's computed styles (every element's, and
 * its ::before/::after's): what the page looks like, without the noise of a screenshot.
 */
const changesFromFullStylesheet = (page: Page) =>
  page.evaluate(() => {
    const snapshot = () =>
      [...document.body.querySelectorAll('*')].flatMap((element) =>
        [null, '::before', '::after'].map((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          return new Map([...style].map((property) => [property, style.getPropertyValue(property)]));
        }),
      );
    const link = document.querySelector<HTMLLinkElement>('link[data-full-stylesheet]')!;
    // An unloaded stylesheet would change nothing and prove nothing.
    if (!link.sheet?.cssRules.length) throw new Error('the full stylesheet has not loaded');
    const elements = [...document.body.querySelectorAll('*')];
    const before = snapshot();
    link.media = 'all';
    const after = snapshot();
    return after.flatMap((style, index) => {
      const element = elements[Math.floor(index / 3)]!;
      const name = `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">${['', '::before', '::after'][index % 3]}`;
      return [...style]
        .filter(([property, value]) => before[index]!.get(property) !== value)
        .map(([property, value]) => `${name} ${property}: ${before[index]!.get(property)} → ${value}`);
    });
  });

const fullStylesheetMedia = (page: Page) =>
  page.locator('link[data-full-stylesheet]').evaluate((link: HTMLLinkElement) => link.media);

// The inline critical CSS holds every rule the page uses until the visitor does something, so the full stylesheet
// (switching it on restyles the whole page: a long task) waits for their first pointer, touch, key or focus
// (src/lib/full-stylesheets.ts). Scrolled through, with its forms and carousel prepared, each page must look exactly
// as it does with the full stylesheet on.
const firstUsePaths = [
  ...sitePaths,
  ...sitePaths.map(inChinese),
  '/Vacancies/kindergarten-english-teacher-tseung-kwan-o',
  '/zh-hant/Vacancies/english-tutor-learning-centre-mong-kok',
  '/no-such-page',
];
for (const path of firstUsePaths) {
  test(`${path} looks the same before its full stylesheet is switched on`, async ({ page, pageProblems }) => {
    if (path === '/no-such-page') pageProblems.allowFailure(path);
    await page.goto(path);
    await waitForHydration(page.locator('footer a[href$="/ContactUs"]').first());
    // Scrolling is not a use that needs the stylesheet; it prepares the widgets held back below the first screen.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 400) await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('form fieldset[disabled]')).toHaveCount(0);
    await waitForAnimations(page);
    expect(await fullStylesheetMedia(page)).toBe('print');
    expect((await changesFromFullStylesheet(page)).slice(0, 10)).toEqual([]);
  });
}

test("the visitor's first use switches the full stylesheet on: a key, or a pointer", async ({ page }) => {
  await page.goto('/Reviews');
  await waitForHydration(page.locator('footer a[href="/ContactUs"]').first());
  expect(await fullStylesheetMedia(page)).toBe('print');
  await page.keyboard.press('Tab');
  await expect.poll(() => fullStylesheetMedia(page)).toBe('all');
  // Its rules now apply: the focus ring of the control reached by Tab comes from it (`:focus-visible`).
  // (The browser's own ring is `auto`; the site's is a 3 px solid line.)
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
  expect(outline).toBe('solid 3px');

  await page.goto('/zh-hant/TEFL');
  await waitForHydration(page.locator('footer a[href="/zh-hant/ContactUs"]').first());
  await page.mouse.move(200, 300);
  await expect.poll(() => fullStylesheetMedia(page)).toBe('all');
});
