// Destination Guides: the Hong Kong / Macau switch, the six sections, and old links that carry the guide's path
// in a query parameter.
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from './pages-support.ts';

test('the two buttons switch between the guides and mark the current one', async ({ page }) => {
  await page.goto('/DestinationGuides/HongKong');
  const nav = page.getByRole('navigation', { name: 'Choose a destination' });
  const hongKong = nav.getByRole('link', { name: 'Hong Kong' });
  const macau = nav.getByRole('link', { name: 'Macau' });
  await expect(hongKong).toHaveAttribute('aria-current', 'page');
  await expect(macau).not.toHaveAttribute('aria-current', 'page');
  await waitForHydration(macau);

  await macau.click();
  await expect(page).toHaveURL(/\/DestinationGuides\/Macau$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Macau');
  await expect(macau).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#costOfLiving')).toContainText('HK$6,000–7,500');

  // And back, by keyboard.
  await hongKong.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/DestinationGuides\/HongKong$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hong Kong');
});

test('a guide has its six sections with pictures and the cost-of-living figures', async ({ page }) => {
  await page.goto('/DestinationGuides/HongKong');
  for (const id of ['sights', 'cuisine', 'weather', 'transport', 'airports', 'costOfLiving']) {
    const section = page.locator(`section#${id}`);
    await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(section.locator('img').first()).toHaveAttribute('width', /\d+/);
  }
  const costs = page.locator('#costOfLiving');
  await expect(costs).toContainText('HK$6,000–10,500 a month');
  await expect(costs).toContainText("1 month's rent");
  await expect(costs).toContainText('3 months');
});

const legacyLinks = [
  ['/DestinationGuides?path=Macau', /\/DestinationGuides\/Macau$/, 'Macau'],
  ['/DestinationGuides?path=/DestinationGuides/Macau', /\/DestinationGuides\/Macau$/, 'Macau'],
  ['/DestinationGuides?path=HongKong', /\/DestinationGuides\/HongKong$/, 'Hong Kong'],
  ['/DestinationGuides/HongKong?path=%2FDestinationGuides%2FMacau', /\/DestinationGuides\/Macau$/, 'Macau'],
  ['/zh-hant/DestinationGuides?path=Macau', /\/zh-hant\/DestinationGuides\/Macau$/, '澳門'],
  ['/DestinationGuides', /\/DestinationGuides\/HongKong$/, 'Hong Kong'],
] as const;

for (const [from, to, heading] of legacyLinks) {
  test(`the old link ${from} lands on the right guide`, async ({ page, pageProblems }) => {
    // The section path itself is answered by a server redirect or, without one, by the 404 page whose app
    // redirects: either way the visitor must land on the guide.
    if (!from.includes('/DestinationGuides/')) pageProblems.allowFailure(from);
    // Leaving the first guide at once can cancel its background content refresh (an aborted, harmless request).
    pageProblems.allowFailure('/data/query/');
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('a region with no open vacancy says so and offers the application form or Contact Us instead', async ({
  page,
}) => {
  // networkidle: leaving while the guide's code still loads would abort that request.
  await page.goto('/DestinationGuides/HongKong', { waitUntil: 'networkidle' });
  const hongKongCta = page.locator('#next-steps');
  await expect(hongKongCta.getByRole('link', { name: 'See vacancies in Hong Kong' })).toHaveAttribute(
    'href',
    '/Vacancies',
  );

  // The seed has no vacancy in Macau.
  await page.goto('/DestinationGuides/Macau', { waitUntil: 'networkidle' });
  const cta = page.locator('#next-steps');
  await expect(cta).toContainText('There are no open vacancies in Macau right now.');
  await expect(cta.getByRole('link', { name: /See vacancies/ })).toHaveCount(0);
  await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/ContactUs');
  const register = cta.getByRole('link', { name: 'Register your interest' });
  await waitForHydration(register);
  await register.click();
  // A client-side navigation that loads the Teach Abroad page's code and content first (slow on a busy machine).
  await expect(page).toHaveURL(/\/OurServices\/OurServices_TA#apply$/, { timeout: 15_000 });
  await expect(page.locator('[data-form="application"][data-variant="teach-abroad"]')).toBeInViewport();

  await page.goto('/zh-hant/DestinationGuides/Macau');
  await expect(page.locator('#next-steps')).toContainText('澳門目前沒有空缺職位。');
});
