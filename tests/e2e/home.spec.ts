import { expect, test } from '../support/fixtures.ts';

test('the hero’s Contact Us button, Read More to Our Services, and the eight partner logos', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', '/ContactUs');

  const partners = page.getByRole('region', { name: 'Who We Work With' });
  await partners.scrollIntoViewIfNeeded();
  const logos = partners.getByRole('img');
  await expect(logos).toHaveCount(8);
  for (const logo of await logos.all()) {
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toHaveAttribute('alt', /logo$/);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }

  // The spec's "Read More" with words that say where it goes; straight to the page, not through a redirect.
  const readMore = main.getByRole('link', { name: 'Read More about our services' });
  await readMore.click();
  await expect(page).toHaveURL(/\/OurServices\/OurServices_FYS$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('For Your School');
});
