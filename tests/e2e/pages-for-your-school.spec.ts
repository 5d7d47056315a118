// For Your School: benefits, the three-step process, guarantees (free replacement), global reach, the form's place.
import { expect, test } from '../support/fixtures.ts';

test('shows every section of the school service and the enquiry form', async ({ page }) => {
  await page.goto('/OurServices/OurServices_FYS');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('For Your School');
  await expect(page.locator('#benefits li')).toHaveCount(4);
  await expect(page.locator('#process ol > li h3')).toHaveText([
    'You submit a request',
    'We scan our database',
    'You shortlist and hire',
  ]);
  const guarantees = page.locator('#guarantees');
  await expect(guarantees).toContainText('Free replacement');
  await expect(guarantees).toContainText('within 1 month');
  await expect(guarantees).toContainText(/T&Cs apply|terms and conditions/i);
  await expect(page.locator('#reach li')).toHaveText(
    ['Canada', 'USA', 'UK', 'Ireland', 'South Africa', 'Australia', 'New Zealand', 'Hong Kong', 'Macau'].map(
      (country) => new RegExp(`${country}$`),
    ),
  );
  await expect(page.locator('[data-form="enquiry"][data-source="for-your-school"]')).toBeAttached();
  await page.getByRole('link', { name: 'Send us your request' }).click();
  await expect(page).toHaveURL(/#enquiry$/);
});
