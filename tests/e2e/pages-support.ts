/** Helpers shared by the WEB-PAGES journeys (pages-*.spec.ts). */
import type { Locator, Page } from '@playwright/test';
import { expect, soonIntervals } from '../support/fixtures.ts';

/**
 * Waits until React has hydrated the element (it carries React's props), so a click or key press reaches its
 * handlers rather than the static prerendered HTML. On a loaded machine the app's start (its modules, the page's texts)
 * can take longer than an assertion's default 5 s.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
      { timeout: 15_000, intervals: soonIntervals },
    )
    .toBe(true);
}

/** A touch swipe (touchstart → touchmove → touchend) across `locator`, from 80 % to 20 % of its width or back. */
export async function swipe(page: Page, locator: Locator, direction: 'left' | 'right'): Promise<void> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to swipe on');
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [0.8, 0.2] : [0.2, 0.8];
  const x0 = box.x + box.width * from;
  const x1 = box.x + box.width * to;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
  for (let step = 1; step <= 8; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x0 + ((x1 - x0) * step) / 8, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
