// Reviews: four testimonials, "View more" reveals the rest and a banner (focus moves to the first new card; axe
// on the page then); hovering or focusing a card swaps its photo without moving anything.
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from './pages-support.ts';

test('shows four testimonials; "View more" reveals all plus the banner and moves focus', async ({ page }) => {
  await page.goto('/Reviews');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Teachers');
  const cards = page.locator('#testimonials article');
  await expect(cards).toHaveCount(4);
  const more = page.getByRole('button', { name: 'View more' });
  await waitForHydration(more);
  await more.click();

  await expect(cards).toHaveCount(6);
  await expect(cards.nth(4)).toBeFocused();
  await expect(more).toHaveCount(0);
  const banner = page.getByRole('complementary', { name: 'Your story could be next' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'See our vacancies' })).toHaveAttribute('href', '/Vacancies');
  expect(await axeViolations(page)).toEqual([]);
});

test('hovering or focusing a card swaps its photo, with no layout shift', async ({ page, isMobile }) => {
  await page.goto('/Reviews');
  const card = page.locator('#testimonials article').first();
  await waitForHydration(card);
  const before = await card.boundingBox();
  const photo = card.locator('img').first();
  const hoverPhoto = card.locator('img').nth(1);
  // Not in the page until the first hover or focus, so it never competes with the page's main image.
  await expect(hoverPhoto).toHaveCount(0);

  if (!isMobile) {
    await card.hover();
    await expect(card).toHaveAttribute('data-swapped', 'true');
    await expect(hoverPhoto).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(card).toHaveAttribute('data-swapped', 'false');
  }

  // Keyboard: Tab onto the card.
  await card.focus();
  await expect(card).toHaveAttribute('data-swapped', 'true');
  await expect
    .poll(() => hoverPhoto.evaluate((img) => getComputedStyle(img.parentElement!.parentElement!).opacity))
    .toBe('1');
  // Same size as before (focusing may scroll the page, so compare size, not position), photos stacked exactly.
  const after = await card.boundingBox();
  expect({ width: after?.width, height: after?.height }).toEqual({
    width: before?.width,
    height: before?.height,
  });
  expect(await photo.boundingBox()).toEqual(await hoverPhoto.boundingBox());
});
