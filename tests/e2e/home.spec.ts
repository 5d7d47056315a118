import { expect, test } from '../support/fixtures.ts';

test('the home page loads from the production server with no console error or failed request', async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hong Kong');
  await page.waitForLoadState('networkidle');
});

test('an unknown path gets the 404 page with a real 404 status', async ({ page, pageProblems }) => {
  pageProblems.allowFailure('/no-such-page');
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
});
