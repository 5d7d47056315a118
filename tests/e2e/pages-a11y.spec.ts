// axe reports no violations on the WEB-PAGES pages, in both languages and in their interactive states.
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { pageRoutes, waitForHydration } from './pages-support.ts';

const paths = [
  ...pageRoutes.map((route) => route.path),
  '/Vacancies/kindergarten-english-teacher-tseung-kwan-o',
  '/zh-hant/Vacancies',
  '/zh-hant/OurServices/OurServices_TA',
  '/zh-hant/DestinationGuides/Macau',
];

for (const path of paths) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });
}

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
