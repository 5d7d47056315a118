// Vacancies: the region tabs (mouse and keyboard, Macau disabled), rows linking to vacancy pages, the "here" link,
// the hiring steps; a vacancy page's JobPosting JSON-LD; an unknown vacancy is a 404.
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from './pages-support.ts';
import { seedDataset } from '../support/content-server.ts';

test('the region tabs filter the table, by mouse and by keyboard; Macau (no vacancies) is disabled', async ({
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
});

test('each row links to its vacancy page; the "here" link goes to Contact Us; the hiring steps follow', async ({
  page,
}) => {
  await page.goto('/Vacancies');
  await expect(page.getByRole('columnheader')).toHaveText([
    'Region',
    'Start Date',
    'Position',
    'Monthly salary',
  ]);
  await expect(page.getByRole('row').nth(1)).toContainText('Hong Kong');
  const here = page.getByRole('link', { name: 'here (Contact Us)', exact: true });
  await expect(here).toHaveAttribute('href', '/ContactUs');

  const steps = page.locator('#hiring-steps ol > li');
  await expect(steps).toHaveCount(6);
  await expect(page.locator('#hiring-steps')).toContainText('passport');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);

  const firstLink = page.getByRole('tabpanel').getByRole('link').first();
  const title = (await firstLink.textContent()) ?? '';
  await waitForHydration(firstLink);
  await firstLink.click();
  await expect(page).toHaveURL(/\/Vacancies\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

// The seed's vacancy dates follow the calendar (they move to the day the server reads the seed).
const seedVacancy = seedDataset().find((doc) => doc._id === 'vacancy-kindergarten-tseung-kwan-o')!;

test('a vacancy page carries a JobPosting JSON-LD with Google’s required properties', async ({ page }) => {
  await page.goto('/Vacancies/kindergarten-english-teacher-tseung-kwan-o');
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
});

test('the Chinese vacancy page formats dates and money for Chinese readers', async ({ page }) => {
  await page.goto('/zh-hant/Vacancies/kindergarten-english-teacher-tseung-kwan-o');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  const facts = page.getByRole('complementary', { name: '職位概覽' });
  const [year, month, day] = String(seedVacancy.startDate).split('-').map(Number);
  await expect(facts).toContainText(`${year}年${month}月${day}日`);
  await expect(facts).toContainText('每月 HK$22,000');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
});

test('an unknown vacancy gets the 404 page', async ({ page, pageProblems }) => {
  pageProblems.allowFailure('/Vacancies/no-such-job');
  const response = await page.goto('/Vacancies/no-such-job');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});
