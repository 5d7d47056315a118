// Teach Abroad: the class-photo carousel and its lightbox, by keyboard, mouse and touch, axe with the lightbox open
// (what the page shows, its eligibility list and "what happens after you submit" timeline: site-pages.spec.ts).
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { swipe, waitForHydration } from './pages-support.ts';

// The first journey (keyboard, mouse or touch, axe) takes ~15 s in one page load on the shared machine.
test.describe.configure({ timeout: 60_000 });

const carouselOf = (page: Page) => page.getByRole('region', { name: 'Class pictures' });

/** Index (0-based) of the slide most in view: the one not inert, left-most. */
async function firstVisibleSlide(page: Page): Promise<string> {
  const slides = carouselOf(page).locator('[aria-roledescription="slide"]:not([inert])');
  await expect(slides.first()).toBeVisible();
  return (await slides.first().getAttribute('aria-label')) ?? '';
}

test('carousel and lightbox: arrows wrap around; after moving on, Escape or Close returns focus to the opener', async ({
  page,
  isMobile,
}) => {
  await page.goto('/OurServices/OurServices_TA');
  const carousel = carouselOf(page);
  const next = carousel.getByRole('button', { name: 'Next pictures' });
  await carousel.scrollIntoViewIfNeeded();
  await waitForHydration(next);
  const start = await firstVisibleSlide(page);
  // The carousel says where it is, in a live region, as it moves.
  const position = carousel.getByTestId('carousel-position');
  await expect(position).toHaveAttribute('aria-live', 'polite');
  await expect(position).toHaveText(/^1 of \d+$/);
  const photos = Number(/of (\d+)/.exec((await position.textContent()) ?? '')?.[1]);
  expect(photos).toBeGreaterThanOrEqual(8);

  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => firstVisibleSlide(page)).not.toBe(start);
  await expect(position).toHaveText(`2 of ${photos}`);
  await carousel.getByRole('button', { name: 'Previous pictures' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => firstVisibleSlide(page)).toBe(start);
  await expect(position).toHaveText(`1 of ${photos}`);
  // Back past the first wraps to the last; forward again returns to the first.
  await page.keyboard.press('Enter');
  await expect(position).toHaveText(`${photos} of ${photos}`);
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(position).toHaveText(`1 of ${photos}`);
  await expect.poll(() => firstVisibleSlide(page)).toBe(start);

  // Open the first visible photo with the keyboard.
  const photo = carousel.locator('[aria-roledescription="slide"]:not([inert])').first().getByRole('button');
  await photo.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Class pictures' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close picture viewer' })).toBeFocused();
  const counter = dialog.getByText(/^Picture \d+ of \d+$/);
  const total = Number(/of (\d+)/.exec((await counter.textContent()) ?? '')?.[1]);
  const shown = Number(/Picture (\d+)/.exec((await counter.textContent()) ?? '')?.[1]);

  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`Picture ${(shown % total) + 1} of ${total}`);
  // Back past the first photo wraps to the last.
  for (let i = 0; i < shown + 1; i += 1) await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`Picture ${total} of ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`Picture 1 of ${total}`);

  // Focus stays inside the dialog.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(photo).toBeFocused();

  // Opened by mouse or touch, moved on three pictures, closed: focus returns to the picture that opened it, pinned by
  // its name ("the first visible picture" may be another one after the lightbox has moved on).
  const name = (await photo.textContent()) ?? '';
  const opener = carousel.getByRole('button', { name });
  for (const close of ['the close button', 'Escape'] as const) {
    if (isMobile) await opener.tap();
    else await opener.click();
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 3; i += 1) await dialog.getByRole('button', { name: 'Next picture' }).click();
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: 'Close picture viewer' }).click();
    await expect(dialog, close).toHaveCount(0);
    await expect(opener, close).toBeFocused();
  }
});

test(
  'in Chinese the carousel and the lightbox say where they are in Chinese',
  { tag: '@width-independent' },
  async ({ page }) => {
    await page.goto('/zh-hant/OurServices/OurServices_TA');
    const carousel = page.getByRole('region', { name: '課室圖片' });
    await carousel.scrollIntoViewIfNeeded();
    const next = carousel.getByRole('button', { name: '下一組圖片' });
    await waitForHydration(next);
    const position = carousel.getByTestId('carousel-position');
    await expect(position).toHaveText(/^第 1 張，共 \d+ 張$/);
    await next.click();
    await expect(position).toHaveText(/^第 2 張，共 \d+ 張$/);
    // The second photo, once the carousel has come to rest on it ("the first visible slide" changes while it moves).
    const second = carousel.locator('[aria-roledescription="幻燈片"]').nth(1);
    await expect(second).not.toHaveAttribute('inert');
    await second.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: '課室圖片' });
    await expect(dialog.getByText(/^第 \d+ 張，共 \d+ 張$/)).toBeVisible();
  },
);

test('on a phone a tap opens the lightbox; swipes move through the photos and wrap; the close button closes', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'touch journey');
  await page.goto('/OurServices/OurServices_TA');
  const carousel = carouselOf(page);
  await carousel.scrollIntoViewIfNeeded();
  await waitForHydration(carousel.getByRole('button', { name: 'Next pictures' }));

  // Swiping the carousel itself moves it.
  const start = await firstVisibleSlide(page);
  await swipe(page, carousel.locator('.keen-slider'), 'left');
  await expect.poll(() => firstVisibleSlide(page)).not.toBe(start);

  const photo = carousel.locator('[aria-roledescription="slide"]:not([inert])').first().getByRole('button');
  await photo.tap();
  const dialog = page.getByRole('dialog', { name: 'Class pictures' });
  await expect(dialog).toBeVisible();
  const counter = dialog.getByText(/^Picture \d+ of \d+$/);
  const total = Number(/of (\d+)/.exec((await counter.textContent()) ?? '')?.[1]);
  const shown = Number(/Picture (\d+)/.exec((await counter.textContent()) ?? '')?.[1]);
  const figure = dialog.getByTestId('lightbox-figure');

  await swipe(page, figure, 'left');
  await expect(counter).toHaveText(`Picture ${(shown % total) + 1} of ${total}`);
  await swipe(page, figure, 'right');
  await swipe(page, figure, 'right');
  await expect(counter).toHaveText(`Picture ${shown === 1 ? total : shown - 1} of ${total}`);

  await dialog.getByRole('button', { name: 'Next picture' }).tap();
  await dialog.getByRole('button', { name: 'Close picture viewer' }).tap();
  await expect(dialog).toHaveCount(0);
});
