// axe (WCAG 2.0/2.1 A + AA, WCAG 2.2 AA) finds no violations on the shell pages and with the menus open.
import type { Page } from '@playwright/test';
import { axeViolations, wcagTags } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { inChinese, isPhone, openPhoneMenu, openSubMenu } from './site-support.ts';

async function expectNoViolations(page: Page): Promise<void> {
  expect(await axeViolations(page, { tags: wcagTags })).toEqual([]);
}

const pages = ['/', '/AboutUs', '/TEFL', '/ContactUs'].flatMap((path) => [path, inChinese(path)]);

for (const path of pages) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  });
}

// Sections fade in as they are scrolled to (components/ui/reveal.ts) and axe skips what is still transparent: with
// reduced motion nothing fades, so axe sees every section (the dark call-to-action bands included).
for (const path of ['/', '/DestinationGuides/HongKong', '/zh-hant/Reviews']) {
  test(`axe: ${path}, every section (no fade-in)`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  });
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

test('axe: with the phone menu or a desktop sub-menu open', async ({ page }, testInfo) => {
  await page.goto('/AboutUs');
  if (isPhone(testInfo)) {
    await openPhoneMenu(page);
  } else {
    await openSubMenu(page, 'Our Services');
  }
  await expectNoViolations(page);
});
