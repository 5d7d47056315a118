// Destination Guides: the Hong Kong / Macau switch, then a region with no open vacancy leading to the application
// form; old links that carry the guide's path in a query parameter are server answers (site-server.spec.ts), the
// six sections and the cost of living what each guide shows (site-pages.spec.ts).
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from './pages-support.ts';

test('the two buttons switch guides and mark the current one; Macau, with no vacancy, offers the form', async ({
  page,
}) => {
  await page.goto('/DestinationGuides/HongKong');
  const nav = page.getByRole('navigation', { name: 'Choose a destination' });
  const hongKong = nav.getByRole('link', { name: 'Hong Kong' });
  const macau = nav.getByRole('link', { name: 'Macau' });
  await expect(hongKong).toHaveAttribute('aria-current', 'page');
  await expect(macau).not.toHaveAttribute('aria-current', 'page');
  await waitForHydration(macau);

  // By keyboard.
  await macau.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/DestinationGuides\/Macau$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Macau');
  await expect(macau).toHaveAttribute('aria-current', 'page');
  await expect(hongKong).not.toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#costOfLiving')).toContainText('HK$6,000–7,500');

  // The seed has no vacancy in Macau: "Register your interest" leads to the application form.
  const cta = page.locator('#next-steps');
  await expect(cta).toContainText('There are no open vacancies in Macau right now.');
  const register = cta.getByRole('link', { name: 'Register your interest' });
  await waitForHydration(register);
  await register.click();
  // A client-side navigation that loads the Teach Abroad page's code and content first (slow on a busy machine).
  await expect(page).toHaveURL(/\/OurServices\/OurServices_TA#apply$/, { timeout: 15_000 });
  await expect(page.locator('[data-form="application"][data-variant="teach-abroad"]')).toBeInViewport();
});
