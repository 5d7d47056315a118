/**
 * axe-core on the page as the visitor sees it once it has settled: transitions still running (a section fading
 * in as it is revealed, a menu sliding open) are waited for, since axe would judge half-transparent text's contrast.
 *
 * Legacy mode runs `axe.run()` in the page itself. The default (`runPartial` in each frame, then `finishRun` in a new
 * blank page) exists for cross-origin iframes, which neither app has; it costs a page and a second axe injection
 * per run: about half of each run's time (1.9 → 0.9 s a page at 1280 px, 2.1 → 1.2 s at 390 px, measured on the
 * shared machine at load 7–9).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

export interface AxeOptions {
  /** CSS selector of the part to check (default: the whole page). */
  include?: string;
  tags?: string[];
}

/** The violations axe finds, each as rule id, help text and the failing elements. */
export async function axeViolations(page: Page, { include, tags }: AxeOptions = {}) {
  await waitForAnimations(page);
  // Only violations are asserted: axe then keeps one node per passing or incomplete rule instead of every node it
  // looked at (axe-core's `resultTypes`), which halves a run on a long page without skipping any rule or element.
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  if (tags) builder = builder.withTags(tags);
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
