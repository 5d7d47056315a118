// Matching in the staff area (issue 44, decision 074), at 1280 and 390 px: a teacher in the talent pool who fits a
// kindergarten vacancy is listed on its Matches view with why, is added to its board in one action (announced,
// gone from the list, on the board), and the candidate's record shows the vacancies that fit; axe finds nothing.
import type { Page } from '@playwright/test';
import { axeViolations, wcagTags } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { pdfBytes } from './forms-applicant.ts';
import { ensureStaffAccount } from './staff-account.ts';
import { sendApplication, signIn } from './staff-journey.ts';

test.describe.configure({ timeout: 120_000 });
test.beforeAll(() => ensureStaffAccount());

const VACANCY = 'kindergarten-english-teacher-tseung-kwan-o';
const TITLE = 'Kindergarten English Teacher, Tseung Kwan O';

const expectAxeClean = async (page: Page) =>
  expect(await axeViolations(page, { tags: wcagTags })).toEqual([]);

test('a pool teacher who fits is matched to a vacancy and added to its board in one action', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${Date.now() % 1_000_000}`;
  const name = `Dee${stamp} Taylor`;
  // The Vacancies form for "any suitable vacancy": a talent-pool card naming its sector.
  const reference = await sendApplication(request, baseURL!, `Dee${stamp}`, pdfBytes(), {
    email: `dee.${stamp}@applicant.test`,
    sectors: ['Kindergarten'],
    functions: ['Native English teacher'],
    vacancy: '',
  });

  await page.goto('/staff');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Enquiries and applications' })).toBeVisible();

  await page.goto(`/staff/boards/${VACANCY}`);
  await page.getByRole('link', { name: 'Matches from the talent pool' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Matches: ${TITLE}` })).toBeVisible();
  const match = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 2 }) });
  await expect(match.getByText('Fits', { exact: true })).toBeVisible();
  await expect(match.getByRole('link', { name: reference })).toBeVisible();
  await expectAxeClean(page);

  await match.getByRole('button', { name: `Add to board: ${name}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${name} was added to the board of ${TITLE}.` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 2 })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to the board' }).click();
  await expect(page.locator('li.board-card').filter({ hasText: name })).toHaveCount(1);

  // The candidate's record: the vacancy now holds their card, so it is no longer suggested.
  await page.locator('li.board-card').filter({ hasText: name }).getByRole('link', { name }).click();
  const fits = page.getByRole('region', { name: 'Vacancies that fit' });
  await expect(fits).toBeVisible();
  await expect(
    fits.getByText('None of their applications is in the talent pool', { exact: false }),
  ).toBeVisible();
  await expect(fits.getByRole('heading', { name: TITLE })).toHaveCount(0);
  await expectAxeClean(page);
});
