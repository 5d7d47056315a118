// Every page of the route table renders, in both languages, with status 200, its language and no console error.
import { expect, test } from '../support/fixtures.ts';
import { inChinese, sitePaths } from './site-support.ts';

const cases = sitePaths.flatMap((path) => [
  { url: path, lang: 'en' },
  { url: inChinese(path), lang: 'zh-Hant' },
]);

for (const { url, lang } of cases) {
  test(`renders ${url}`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await page.waitForLoadState('networkidle');
  });
}
