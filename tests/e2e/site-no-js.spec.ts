// A browser without JavaScript: the prerendered pages stay usable — the navigation is open in the page flow and
// scrolls away, and every form posts as an HTML form.
import { expect, test } from '../support/fixtures.ts';
import { isPhone } from './site-support.ts';

test.use({ javaScriptEnabled: false });
// Without JavaScript the browser refuses the page's module preloads (Playwright reports them as blocked by CSP).

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

// Every form is in the page's HTML and works as an HTML form (decision 066; the journeys: forms-no-js.spec.ts).
for (const [path, form] of [
  ['/ContactUs', 'enquiry-contact-us'],
  ['/zh-hant/OurServices/OurServices_FYS', 'enquiry-for-your-school'],
  ['/OurServices/OurServices_TA', 'application-teach-abroad'],
  ['/Vacancies', 'application-vacancies'],
  ['/zh-hant/Vacancies', 'alert-vacancies'],
  ['/ApplicationStatus', 'status-request'],
] as const) {
  test(
    `the form ${form} on ${path} takes input and posts to the API`,
    { tag: '@width-independent' },
    async ({ page }) => {
      await page.goto(path);
      const element = page.locator(`form#${form}`);
      await expect(element).toHaveAttribute('method', 'post');
      await expect(element).toHaveAttribute('action', /^\/api\/forms\/\w+#/);
      await expect(element.getByRole('textbox').first()).toBeEditable();
      await expect(element.locator('button[type="submit"]')).toBeEnabled();
      await expect(element.locator(':disabled')).toHaveCount(0);
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
