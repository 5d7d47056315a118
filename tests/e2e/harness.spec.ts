// Guards the guard: the fixture that fails tests on console errors and failed requests must really fail them.
import { test } from '../support/fixtures.ts';

test('a console error on the page fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/');
  await page.evaluate(() => console.error('deliberate console error'));
});

test('a failed request from the page fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/');
  await page.evaluate(() => fetch('/assets/deliberately-missing.js').catch(() => undefined));
});
