// Insights without cookies (decision 071): a teacher lands from a school fair's QR code (utm_source=fair-qr), opens
// a vacancy and applies; the staff Insights page shows one more visitor from fair-qr and one more application sent
// for that vacancy. No response of the public site sets a cookie, and the browser's storage stays empty. Staff
// sign in in a browser of their own (a staff session is never counted).
import type { Browser, Page } from '@playwright/test';
import type { InsightsReport } from '@agency/forms/insights';
import { axeViolations, wcagTags } from '../support/axe.ts';
import { fillApplicant, pdfBytes } from './forms-applicant.ts';
import { waitForHydration } from './pages-support.ts';
import { expect, test } from '../support/fixtures.ts';
import { ensureStaffAccount } from './staff-account.ts';
import { signIn } from './staff-journey.ts';

test.describe.configure({ timeout: 120_000 });
test.beforeAll(() => ensureStaffAccount());

async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/staff/insights');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  return page;
}

/** Today's figures, as the staff API answers them. */
async function figures(staff: Page): Promise<InsightsReport> {
  const answer = await staff.request.get('/api/staff/insights', {
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as InsightsReport;
}
const fromFairQr = (report: InsightsReport) =>
  report.sources.find((s) => s.source === 'fair-qr')?.visitors ?? 0;
const sentFor = (report: InsightsReport, slug: string) =>
  report.vacancies.find((v) => v.vacancy === slug)?.sent ?? 0;

test('a visit from fair-qr and an application show on the Insights page; no cookie, no storage', async ({
  page,
  browser,
}) => {
  const staff = await staffPage(browser);
  const before = await figures(staff);

  const cookies: string[] = [];
  page.on('response', async (response) => {
    const cookie = await response.headerValue('set-cookie');
    if (cookie) cookies.push(`${response.url()}: ${cookie}`);
  });
  await page.goto('/Vacancies?utm_source=fair-qr');
  const link = page.getByRole('table').getByRole('link').first();
  await waitForHydration(page.locator('[data-form="application"] form'));
  const slug = decodeURIComponent(
    new URL((await link.getAttribute('href'))!, page.url()).pathname.split('/').pop()!,
  );
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/Vacancies/${slug}$`));

  const form = page.locator('[data-form="application"][data-variant="vacancies"]');
  await waitForHydration(form.locator('form'));
  const sectors = form.getByRole('group', { name: 'Sectors' });
  await sectors.getByRole('button', { name: /Choose Sectors/ }).click();
  await sectors.getByRole('checkbox').first().check();
  await sectors.getByRole('button', { name: 'Done' }).click();
  const functions = form.getByRole('group', { name: 'Functions' });
  await functions.getByRole('button', { name: /Choose Functions/ }).click();
  await functions.getByRole('checkbox', { name: 'Native English teacher' }).check();
  await functions.getByRole('button', { name: 'Done' }).click();
  await fillApplicant(form, `Insights${Date.now() % 100000}`);
  await form
    .getByLabel('CV', { exact: true })
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Submission successful' })).toBeVisible({ timeout: 15_000 });

  expect(cookies).toEqual([]);
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

  // The staff API writes this node's waiting counts before it answers.
  const after = await figures(staff);
  expect(fromFairQr(after) - fromFairQr(before)).toBe(1);
  expect(sentFor(after, slug) - sentFor(before, slug)).toBe(1);
  expect(after.totals.started - before.totals.started).toBe(1);

  // The page shows them: the source beside its visitors, the vacancy beside its applications sent.
  await staff.reload();
  const sources = staff.getByRole('table', { name: 'Sources' });
  await expect(
    sources
      .getByRole('row', { name: /fair-qr/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(String(fromFairQr(after)));
  const vacancy = after.vacancies.find((v) => v.vacancy === slug)!;
  const row = staff
    .getByRole('table', { name: 'Vacancies' })
    .getByRole('row', { name: new RegExp(vacancy.title?.en ?? slug) });
  await expect(row.getByRole('cell').nth(3)).toHaveText(String(vacancy.sent));
  expect(await axeViolations(staff, { tags: wcagTags })).toEqual([]);

  // At phone width and in Chinese the page fits, its charts beside their tables.
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.getByRole('button', { name: '切換至中文' }).click();
  await expect(staff.getByRole('heading', { name: '洞察', level: 1 })).toBeVisible();
  await expect(staff.getByRole('table', { name: '來源' })).toBeVisible();
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(staff, { tags: wcagTags })).toEqual([]);
  await staff.context().close();
});
