// A browser without JavaScript: the prerendered pages stay usable — the navigation is open in the page flow and
// scrolls away, and a form says it needs JavaScript instead of offering fields whose input would go nowhere.
import { expect, test } from '../support/fixtures.ts';
import { isPhone } from './site-support.ts';

test.use({ javaScriptEnabled: false });
// Without JavaScript the browser refuses the page's module preloads (Playwright reports them as blocked by CSP).
test.beforeEach(({ pageProblems }) => pageProblems.allowFailure('.js'));

test('the open navigation scrolls away with the page instead of covering it (phone)', async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the navigation folds into a menu on phones only');
  await page.goto('/AboutUs');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Teach Abroad' })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const headerBottom = await page
    .locator('header')
    .evaluate((header) => header.getBoundingClientRect().bottom);
  expect(headerBottom).toBeLessThanOrEqual(0);
});

for (const path of ['/ContactUs', '/zh-hant/ContactUs']) {
  test(
    `the enquiry form on ${path} says it needs JavaScript and takes no input`,
    { tag: '@width-independent' },
    async ({ page }) => {
      await page.goto(path);
      const form = page.locator('[data-form="enquiry"]');
      await expect(
        form.getByText(path.startsWith('/zh-hant') ? /需要 JavaScript/ : /needs JavaScript/),
      ).toBeVisible();
      await expect(form.getByRole('textbox').first()).toBeDisabled();
      await expect(form.getByRole('button', { name: /Submit|提交/ })).toBeDisabled();
    },
  );
}

// Without scripts the full stylesheet comes from the page's <noscript> copy: rules the inline critical CSS leaves
// out apply, e.g. the site's 3 px focus ring (the browser's own is `auto`).
for (const path of ['/Reviews', '/zh-hant/TEFL']) {
  test(`${path} is styled by the full stylesheet`, { tag: '@width-independent' }, async ({ page }) => {
    await page.goto(path);
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).toBe('solid 3px');
  });
}
