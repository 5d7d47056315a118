// Vacancies: the region tabs (mouse and keyboard, Macau disabled; axe with a tab selected), then a row's link to its
// vacancy page. What the list and a vacancy page show (columns, hiring steps, JobPosting): site-pages.spec.ts.
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from './pages-support.ts';

test('the region tabs filter the table, by mouse and keyboard (Macau disabled); a row leads to its vacancy', async ({
  page,
}) => {
  await page.goto('/Vacancies');
  const tablist = page.getByRole('tablist', { name: 'Show vacancies by region' });
  const all = tablist.getByRole('tab', { name: /^All/ });
  const hongKong = tablist.getByRole('tab', { name: /^Hong Kong/ });
  const macau = tablist.getByRole('tab', { name: /^Macau/ });
  await waitForHydration(all);

  await expect(all).toHaveAttribute('aria-selected', 'true');
  await expect(macau).toBeDisabled();
  const rows = page.getByRole('tabpanel').getByRole('row');
  await expect(rows).toHaveCount(5); // header + the four Hong Kong vacancies of the seed

  await hongKong.click();
  await expect(hongKong).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: /^Hong Kong/ })).toBeVisible();
  await expect(rows).toHaveCount(5);
  expect(await axeViolations(page)).toEqual([]);

  // Keyboard: arrows move between the enabled tabs and wrap, skipping the disabled Macau tab.
  await hongKong.focus();
  await page.keyboard.press('ArrowRight');
  await expect(all).toBeFocused();
  await expect(all).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(hongKong).toBeFocused();
  await page.keyboard.press('End');
  await expect(hongKong).toBeFocused();
  await page.keyboard.press('Home');
  await expect(all).toBeFocused();
  // Tab leaves the tab list for the panel: only the selected tab is in the Tab order.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();

  // Each row links to its vacancy page.
  const firstLink = page.getByRole('tabpanel').getByRole('link').first();
  const title = (await firstLink.textContent()) ?? '';
  await firstLink.click();
  await expect(page).toHaveURL(/\/Vacancies\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the table keeps its column widths whatever its rows hold', async ({ page, isMobile }) => {
  test.skip(isMobile, 'phones show each row as a card, with no columns');
  // A slow phone paints the table before all its rows have arrived: widths taken from the rows' text made the
  // columns jump as the rest came in (a layout shift). With only the first row left, the columns stay put.
  await page.goto('/Vacancies');
  const headers = page.locator('table thead th');
  await expect(page.locator('table tbody tr')).not.toHaveCount(0);
  const widths = () =>
    headers.evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));
  const before = await widths();
  await page.locator('table tbody').evaluate((body) => {
    const rows = [...body.querySelectorAll('tr')];
    rows.slice(1).forEach((row) => row.remove());
    rows[0]!.querySelector('a')!.textContent = 'English';
  });
  expect(await widths()).toEqual(before);
});
