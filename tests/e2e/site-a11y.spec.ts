// axe (WCAG 2.0/2.1 A + AA, WCAG 2.2 AA) on the 404 page (every page as it loads: site-pages.spec.ts; with the
// menus open: site-navigation.spec.ts).
import type { Page } from '@playwright/test';
import { axeViolations, wcagTags } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

async function expectNoViolations(page: Page): Promise<void> {
  expect(await axeViolations(page, { tags: wcagTags })).toEqual([]);
}

for (const path of ['/no-such-page', '/zh-hant/no-such-page']) {
  test(`axe: the 404 page (${path})`, async ({ page, pageProblems }) => {
    pageProblems.allowFailure('no-such-page');
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  });
}
