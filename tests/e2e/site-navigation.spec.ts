// The header navigation by keyboard (desktop sub-menus, phone menu; axe with each open) and the language switch.
import { axeViolations, wcagTags } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from './pages-support.ts';
import { isPhone, openPhoneMenu, openSubMenu } from './site-support.ts';

const subMenus = [
  {
    name: 'Our Services',
    first: 'For Your School',
    firstPath: '/OurServices/OurServices_FYS',
    heading: 'For Your School',
  },
  {
    name: 'Destination Guides',
    first: 'Hong Kong',
    firstPath: '/DestinationGuides/HongKong',
    heading: 'Hong Kong',
  },
];

for (const menu of subMenus) {
  test(`desktop: the ${menu.name} sub-menu works by keyboard`, async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), 'desktop navigation');
    await page.goto('/AboutUs');
    await openSubMenu(page, menu.name);
    const toggle = page.getByRole('button', { name: menu.name });
    const link = page.getByRole('link', { name: menu.first, exact: true }).first();
    await expect(link).toBeVisible();
    expect(await axeViolations(page, { tags: wcagTags })).toEqual([]);

    // Escape closes and leaves focus on the toggle.
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(link).toBeHidden();

    // Open again, follow the first link with Enter.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(menu.firstPath);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(menu.heading);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
}

test('desktop: a click outside closes an open sub-menu', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'desktop navigation');
  await page.goto('/AboutUs');
  await openSubMenu(page, 'Destination Guides');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('button', { name: 'Destination Guides' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('phone: the menu opens by keyboard, Escape closes it and focus returns to the Menu button', async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'phone menu');
  await page.goto('/AboutUs');
  const toggle = page.locator('.site-header__menu-toggle');
  const panel = page.locator('#site-menu');
  await expect(toggle).toBeVisible();
  // Collapsed from the first paint: the nav links are not shown until the menu opens.
  await expect(panel.getByRole('link', { name: 'Vacancies' })).toBeHidden();

  await openPhoneMenu(page);
  await expect(panel.getByRole('link', { name: 'Vacancies' })).toBeVisible();
  // Focus moves into the menu.
  await expect(panel.getByRole('link').first()).toBeFocused();
  expect(await axeViolations(page, { tags: wcagTags })).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(panel.getByRole('link', { name: 'Vacancies' })).toBeHidden();

  // A sub-menu inside the phone menu, then a link: the page changes and the menu closes.
  await openPhoneMenu(page);
  const services = panel.getByRole('button', { name: 'Our Services' });
  await services.focus();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/OurServices/OurServices_FYS');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('phone: while the menu is open, Tab and Shift+Tab cycle inside it (Menu button included)', async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'phone menu');
  await page.goto('/AboutUs');
  const toggle = page.locator('.site-header__menu-toggle');
  const panel = page.locator('#site-menu');
  await openPhoneMenu(page);
  const inHeader = () =>
    page.evaluate(() => document.querySelector('header')?.contains(document.activeElement) ?? false);
  // More presses than the menu has controls: focus must come round again, never reach the page behind.
  for (let i = 0; i < 14; i += 1) {
    await page.keyboard.press('Tab');
    expect(await inHeader(), `Tab ${i + 1}`).toBe(true);
  }
  await toggle.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('language-switch')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('link', { name: 'Vacancies' })).toBeVisible();
});

test('the language switch keeps the page; its text, <html lang>, the footer and its legal pages follow', async ({
  page,
  context,
}, testInfo) => {
  // What each language's own page shows (the server's rendering, read in a second tab).
  const texts = async (path: string) => {
    const reference = await context.newPage();
    await reference.goto(path);
    const read = async (selector: string) =>
      (await reference.locator(selector).first().textContent())?.trim();
    const result = {
      heading: await read('h1'),
      office: await read('footer address strong'),
      privacy: await read('footer .site-footer__legal-links a'),
    };
    await reference.close();
    return result;
  };
  const english = await texts('/DestinationGuides/Macau');
  const chinese = await texts('/zh-hant/DestinationGuides/Macau');
  expect(chinese.heading).not.toBe(english.heading);
  expect(chinese.privacy).not.toBe(english.privacy);

  const shown = async () => ({
    heading: (await page.locator('h1').textContent())?.trim(),
    office: (await page.locator('footer address strong').first().textContent())?.trim(),
    privacy: (await page.locator('footer .site-footer__legal-links a').first().textContent())?.trim(),
  });
  const switchLanguage = async (to: string) => {
    if (isPhone(testInfo)) await openPhoneMenu(page);
    const toggle = page.getByTestId('language-switch');
    await waitForHydration(toggle);
    await toggle.click();
    await expect(page).toHaveURL(to);
  };

  await page.goto('/DestinationGuides/Macau');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await waitForHydration(page.getByTestId('language-switch'));
  expect(await shown()).toEqual(english);
  await switchLanguage('/zh-hant/DestinationGuides/Macau');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expect(page.locator('h1')).toHaveText(chinese.heading ?? '');
  expect(await shown()).toEqual(chinese);
  // The footer's link leads to the Privacy Statement in the page's language.
  await page.locator('footer .site-footer__legal-links a').first().click();
  await expect(page).toHaveURL('/zh-hant/Privacy');
  await expect(page.locator('h1')).toHaveText('私隱聲明');
  await expect(page.locator('main')).toContainText('我們只會收集您透過本網站自願提供的個人資料');
  await page.goBack();
  await switchLanguage('/DestinationGuides/Macau');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveText(english.heading ?? '');
  expect(await shown()).toEqual(english);
});
