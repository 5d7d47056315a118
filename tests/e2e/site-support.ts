/** Helpers shared by the WEB-SHELL journeys (site-*.spec.ts). */
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '../support/fixtures.ts';
import { waitForHydration } from './pages-support.ts';
import { staticPagePaths } from '../../apps/web/src/lib/route-paths.ts';

/** Every page of the route table, without language prefix (vacancy pages come from the content). */
export const sitePaths = staticPagePaths;

/** `/AboutUs` → `/zh-hant/AboutUs` (and `/` → `/zh-hant`). */
export function inChinese(path: string): string {
  return path === '/' ? '/zh-hant' : `/zh-hant${path}`;
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Opens the phone menu with the keyboard and waits for its 500 ms animation to finish. */
export async function openPhoneMenu(page: Page): Promise<void> {
  const toggle = page.locator('.site-header__menu-toggle');
  await waitForHydration(toggle);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#site-menu')).toHaveCSS('opacity', '1');
}

/** Opens a desktop sub-menu (Our Services, Destination Guides) with the keyboard. */
export async function openSubMenu(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('navigation', { name: /Main|主選單/ }).getByRole('button', { name });
  await waitForHydration(toggle);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}
