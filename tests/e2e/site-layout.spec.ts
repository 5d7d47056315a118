// Fonts: Chinese text in a Chinese font first, English in the system font (the one page column at 1280 px is
// checked on every page by site-pages.spec.ts).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

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
