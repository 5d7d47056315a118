// The staff area on a phone (390 px), in English and Chinese: the agency's brand in the header, no sideways
// scroll, references on one line, the inbox as cards, phone and e-mail as links, a record's status history and
// previous/next, dates in the staff member's language; axe on each page at this width (the journey itself, with its
// CV download, export and erasure, runs at desktop width: staff-inbox.spec.ts).
import type { Page } from '@playwright/test';
import { axeViolations, wcagTags } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { screenshotForReview } from '../support/screenshots.ts';
import { pdfBytes } from './forms-applicant.ts';
import { ensureStaffAccount } from './staff-account.ts';
import { sendApplication, signIn } from './staff-journey.ts';

// The phone project only (playwright.config.ts).
test.describe.configure({ timeout: 120_000 });
test.beforeAll(() => ensureStaffAccount());

const expectAxeClean = async (page: Page) =>
  expect(await axeViolations(page, { tags: wcagTags })).toEqual([]);

const expectNoSidewaysScroll = async (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('on a phone the inbox and a record fit the screen, in English and Chinese', async ({
  page,
  request,
  baseURL,
  pageProblems,
}, testInfo) => {
  const firstName = `Phone${testInfo.project.name}${Date.now() % 100000}`;
  const earlier = await sendApplication(request, baseURL!, `${firstName}a`, pdfBytes());
  const reference = await sendApplication(request, baseURL!, `${firstName}b`, pdfBytes());

  // /staff without a session asks who is signed in (401) and goes to the sign-in page.
  pageProblems.allowFailure('/api/staff/session');
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAxeClean(page);
  await signIn(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Staff area' }).locator('svg')).toBeVisible();
  // At 390 px the filter panel starts folded (it would fill the first screen).
  await expect(page.getByLabel('Reference, name or e-mail')).toBeHidden();
  await page.locator('summary', { hasText: 'Filter and search' }).click();
  await page.getByLabel('Reference, name or e-mail').fill(firstName);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('2 submissions', { exact: true })).toBeVisible();
  const link = page.getByRole('link', { name: reference });
  await expect(link).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The reference stays on one line ("APP-/2026-/…" wrapped before).
  const lineHeight = await link.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
  expect((await link.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  // Each cell says what it is, as on a card.
  const row = page.getByRole('row').filter({ has: link });
  await expect(row.locator('td[data-label="Status"]')).toHaveText('Applied');
  await expectAxeClean(page);
  await screenshotForReview(page, testInfo, 'inbox-390-en.png', { fullPage: true });

  await link.click();
  await expect(page.getByRole('heading', { name: `Application ${reference}` })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('link', { name: '14165550100' })).toHaveAttribute('href', 'tel:14165550100');
  await expect(details.getByRole('link', { name: 'sam.taylor@applicant.test' })).toHaveAttribute(
    'href',
    'mailto:sam.taylor@applicant.test',
  );
  await expect(details.getByRole('definition').last()).toHaveText('English');
  await expect(details.getByRole('term').last()).toHaveText('Language used');
  await expectNoSidewaysScroll(page);

  // The status history says who changed what, in words; previous/next walk the list's order.
  await page.getByLabel('Change status').selectOption({ label: 'Screening' });
  await page.getByRole('button', { name: 'Save status' }).click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveText([
    /Received \(Applied\)$/,
    /e2e\.staff@agency\.test changed the status from Applied to Screening$/,
  ]);
  await expectAxeClean(page);
  await screenshotForReview(page, testInfo, 'record-390-en.png', { fullPage: true });
  const records = page.getByRole('navigation', { name: 'Other submissions in the list' });
  await expect(records.getByRole('link', { name: /^Previous/ })).toHaveCount(0);
  await records.getByRole('link', { name: `Next: ${earlier}` }).click();
  await expect(page.getByRole('heading', { name: `Application ${earlier}` })).toBeVisible();
  await expect(records.getByRole('link', { name: `Previous: ${reference}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(1);
  await records.getByRole('link', { name: `Previous: ${reference}` }).click();
  await expect(page.getByRole('heading', { name: `Application ${reference}` })).toBeVisible();

  // 中文: the same record, dates written the Chinese way, still no sideways scroll.
  await page.getByRole('button', { name: '切換至中文' }).click();
  await expect(page.getByRole('heading', { name: `申請 ${reference}` })).toBeVisible();
  await expect(page.getByText(/\d{4}年\d{1,2}月\d{1,2}日/).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page);
  await page.getByRole('link', { name: '返回列表' }).click();
  await expect(page.getByRole('heading', { name: '查詢及申請' })).toBeVisible();
  const search = page.getByLabel('參考編號、姓名或電郵');
  if (!(await search.isVisible())) await page.locator('summary', { hasText: '篩選及搜尋' }).click();
  await search.fill(firstName);
  await page.getByRole('button', { name: '套用' }).click();
  await expect(page.getByRole('link', { name: reference })).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: reference }).locator('td[data-label="狀態"]'),
  ).toHaveText('初步篩選');
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page);
  await screenshotForReview(page, testInfo, 'inbox-390-zh.png', { fullPage: true });
});
