// axe on the WEB-PAGES pages in their interactive states (each page as it loads: site-pages.spec.ts).
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from './pages-support.ts';

test('axe: Reviews with every testimonial shown', async ({ page }) => {
  await page.goto('/Reviews');
  const more = page.getByRole('button', { name: 'View more' });
  await waitForHydration(more);
  await more.click();
  await expect(page.getByRole('complementary', { name: 'Your story could be next' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('axe: Vacancies with the Hong Kong tab selected', async ({ page }) => {
  await page.goto('/Vacancies');
  const tab = page.getByRole('tab', { name: /^Hong Kong/ });
  await waitForHydration(tab);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  expect(await axeViolations(page)).toEqual([]);
});
