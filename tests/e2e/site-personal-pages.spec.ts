// The pages mailed links open (issue 41 item 2) are the site's own: the status link's page, the applicant's list
// and the withdrawal question, the job alert's confirm, manage and unsubscribe pages, and the saved-draft page each
// show the site's header, its footer with the agency's licence, and the language switch (to the same page, token
// kept), in both languages and at both widths (the desktop and phone projects), with no axe violations. They are
// one person's: never stored, never indexed, no Referer sent on.
import type { Page, TestInfo } from '@playwright/test';
import { axeViolations, wcagTags } from '../support/axe.ts';
import { expect, soonIntervals, test } from '../support/fixtures.ts';
import { screenshotForReview } from '../support/screenshots.ts';
import { applicationFields } from '../../apps/api/src/test-support/wire-bodies.ts';
import { pdfBytes } from './forms-applicant.ts';
import { mailsTo } from './forms-mail.ts';
import { waitForHydration } from './pages-support.ts';
import { inChinese, isPhone, openPhoneMenu } from './site-support.ts';

test.describe.configure({ timeout: 120_000 });

const words = {
  en: {
    licence: 'EA licence no. 0000 (example)',
    other: '/zh-hant',
    open: 'Your application status',
    show: 'Show my applications',
    mine: 'Your applications and enquiries',
    mineOther: '您的申請及查詢',
    withdraw: 'Withdraw this application',
    confirm: 'Confirm your job alert',
    confirmButton: 'Confirm',
    unsubscribeButton: 'Unsubscribe',
    manage: 'Your job alert',
    unsubscribe: 'Unsubscribe from job alerts',
    withdrawTitle: /^Withdraw application APP-/,
    draft: 'Finish your application',
  },
  'zh-Hant': {
    licence: '職業介紹所牌照號碼 0000 (example)',
    other: '',
    open: '您的申請狀態',
    show: '顯示我的申請',
    mine: '您的申請及查詢',
    mineOther: 'Your applications and enquiries',
    withdraw: '撤回此申請',
    confirm: '確認您的職位通知',
    confirmButton: '確認',
    unsubscribeButton: '取消訂閱',
    manage: '您的職位通知',
    unsubscribe: '取消訂閱職位通知',
    withdrawTitle: /^撤回申請 APP-/,
    draft: '完成您的申請',
  },
} as const;

type Lang = keyof typeof words;

/** The site's frame around the page: header, footer with the licence, language switch to the same address. */
async function expectSitePage(
  page: Page,
  testInfo: TestInfo,
  lang: Lang,
  heading: string | RegExp,
  name: string,
) {
  const w = words[lang];
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(w.licence);
  const { pathname, search } = new URL(page.url());
  const neutral = lang === 'en' ? pathname : pathname.replace(/^\/zh-hant/, '');
  await expect(page.getByTestId('language-switch')).toHaveAttribute('href', `${w.other}${neutral}${search}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await axeViolations(page, { tags: wcagTags })).toEqual([]);
  await screenshotForReview(page, testInfo, `${name}-${lang}-${testInfo.project.name}.png`, {
    fullPage: true,
  });
}

/** The first link of this shape in a mail to `address`, once the outbox has sent it. */
async function linkIn(address: string, shape: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => (link = (await mailsTo(address)).map((m) => shape.exec(m.text)?.[0]).find(Boolean)), {
      timeout: 15_000,
      intervals: soonIntervals,
    })
    .toBeTruthy();
  return link!;
}

/** The one-person headers of a page load. */
async function expectPersonalHeaders(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['referrer-policy']).toBe('no-referrer');
  expect(response.headers()['x-robots-tag']).toBe('noindex');
}

const origin = (baseURL: string | undefined) => ({ origin: baseURL! });
const meta = (lang: Lang) => ({
  idempotency_key: crypto.randomUUID(),
  form_started_at: String(Date.now() - 10_000),
  company_website: '',
  lang,
});
const stampOf = (lang: Lang, testInfo: TestInfo) =>
  `${lang.toLowerCase()}-${testInfo.project.name}-${Date.now()}`;
const at = (lang: Lang, path: string) => (lang === 'en' ? path : inChinese(path));

for (const lang of ['en', 'zh-Hant'] as const) {
  const w = words[lang];

  test(`the status link's page, the list and the withdrawal question are pages of the site (${lang})`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    // An application, and a status link for its address.
    const address = `shell-status-${stampOf(lang, testInfo)}@example.test`;
    const upload = await request.post('/api/forms/cv', {
      headers: origin(baseURL),
      multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() } },
    });
    const fileName = ((await upload.json()) as { data: { fileName: string } }).data.fileName;
    const sent = await request.post('/api/forms/application', {
      headers: origin(baseURL),
      form: { ...applicationFields(fileName, { email: address }), lang } as Record<string, string>,
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const asked = await request.post('/api/forms/status', {
      headers: origin(baseURL),
      form: { ...meta(lang), email: address, reference: '' },
    });
    expect(asked.status(), await asked.text()).toBe(200);

    const statusLink = new URL(await linkIn(address, /https?:\/\/\S+\/ApplicationStatus\/Open\?t=[\w-]{43}/));
    await expectPersonalHeaders(page, `${statusLink.pathname}${statusLink.search}`);
    await page.goto(`${statusLink.pathname}${statusLink.search}`);
    await expectSitePage(page, testInfo, lang, w.open, 'status-open');
    await page.getByRole('button', { name: w.show }).click();
    await expect(page).toHaveURL(at(lang, '/ApplicationStatus/Mine'));
    await expectSitePage(page, testInfo, lang, w.mine, 'status-mine');
    await page.getByRole('button', { name: w.withdraw }).click();
    await expect(page).toHaveURL(/\/ApplicationStatus\/Withdraw\?reference=APP-/);
    await expectSitePage(page, testInfo, lang, w.withdrawTitle, 'status-withdraw');

    // The language switch leads to the same page in the other language, its data read by the browser.
    await page.goto(at(lang, '/ApplicationStatus/Mine'));
    const switchLink = page.getByTestId('language-switch');
    await waitForHydration(switchLink);
    if (isPhone(testInfo)) await openPhoneMenu(page);
    await switchLink.click();
    await expect(page.getByRole('heading', { level: 1, name: w.mineOther })).toBeVisible();
  });

  test(`the job alert's confirm, manage and unsubscribe pages are pages of the site (${lang})`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const address = `shell-alert-${stampOf(lang, testInfo)}@example.test`;
    const subscribed = await request.post('/api/forms/alert', {
      headers: { ...origin(baseURL), 'content-type': 'application/x-www-form-urlencoded' },
      data: new URLSearchParams([
        ...Object.entries({ ...meta(lang), email: address }),
        ['regions', 'macau'],
        ['sectors', 'any'],
        ['employmentTypes', 'any'],
        ['frequency', 'weekly'],
      ]).toString(),
    });
    expect(subscribed.status(), await subscribed.text()).toBe(200);

    const confirmLink = new URL(await linkIn(address, /https?:\/\/\S+\/JobAlerts\/Confirm\?t=[\w-]+/));
    await expectPersonalHeaders(page, `${confirmLink.pathname}${confirmLink.search}`);
    await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
    await expectSitePage(page, testInfo, lang, w.confirm, 'alert-confirm');
    await page.getByRole('button', { name: w.confirmButton, exact: true }).click();
    await expect(page).toHaveURL(/\/JobAlerts\/Manage\?t=.+&notice=confirmed$/);
    await expectSitePage(page, testInfo, lang, w.manage, 'alert-manage');
    await page.getByRole('link', { name: w.unsubscribeButton, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.unsubscribe })).toBeVisible();
    await page.reload();
    await expectSitePage(page, testInfo, lang, w.unsubscribe, 'alert-unsubscribe');
  });

  test(`the saved draft's page is a page of the site (${lang})`, async ({ page }, testInfo) => {
    // Its link's token is in the fragment: without one, the page says the draft is gone.
    await page.goto(at(lang, '/ApplicationDraft'));
    await expectSitePage(page, testInfo, lang, w.draft, 'draft');
  });
}
