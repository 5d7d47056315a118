/** Layout shifts a page makes, for the journeys that hold it to the CLS budget. */
import type { Page } from '@playwright/test';

/**
 * Sums the page's layout shifts from the document's start: an observer the page gets before any of its own scripts
 * (no waiting for a buffered delivery afterwards). Call before `goto`; read the sum with `layoutShift`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = window as unknown as { layoutShift: number };
    shifts.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts summed so far (`recordLayoutShifts`). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}
