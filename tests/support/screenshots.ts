/**
 * Screenshots to look at (in test-results/<test>/), taken only when E2E_SCREENSHOTS=1: they assert nothing, and a
 * full-page one costs about a second of the run. A failed test keeps its trace, with screenshots, anyway.
 *   E2E_SCREENSHOTS=1 npx playwright test e2e/forms-drafts.spec.ts
 */
import type { Page, TestInfo } from '@playwright/test';

export async function screenshotForReview(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: testInfo.outputPath(name), ...options });
}
