// Application status end to end (issue 30 items 1-2), in both languages, against the SMTP test sink: ask for a
// link on /ApplicationStatus, open it (the page alone shows nothing), press the button and see "received"; a staff
// member moves it to "interview" and ticks "tell the applicant", the mail arrives (without the status), the page shows
// it; withdraw. axe on the request page, the link's page, the list and the withdrawal question.
import type { Page } from '@playwright/test';
import { axeViolations, wcagTags } from '../support/axe.ts';
import { expect, soonIntervals, test } from '../support/fixtures.ts';
import { applicationFields } from '../../apps/api/src/test-support/wire-bodies.ts';
import { pdfBytes } from './forms-applicant.ts';
import { mailsTo, type ReceivedMail } from './forms-mail.ts';
import { waitForHydration } from './pages-support.ts';
import { inChinese } from './site-support.ts';
import { ensureStaffAccount, staffEmail, staffPassword } from './staff-account.ts';

test.describe.configure({ timeout: 120_000 });
test.beforeAll(() => ensureStaffAccount());

async function waitForMail(address: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(address)).find((m) => subject.test(m.subject))) !== undefined, {
      timeout: 15_000,
      intervals: soonIntervals,
    })
    .toBe(true);
  return found!;
}

const expectAxeClean = async (page: Page) =>
  expect(await axeViolations(page, { tags: wcagTags })).toEqual([]);

const words = {
  en: {
    email: 'Email',
    send: 'E-mail me a link',
    sent: 'Check your inbox',
    linkSubject: /application status link/,
    newsSubject: /news about your application/,
    show: 'Show my applications',
    received: 'Received',
    interview: 'Interview',
    withdraw: 'Withdraw this application',
    yes: 'Yes, withdraw it',
    withdrawn: 'Withdrawn',
  },
  'zh-Hant': {
    email: '電郵',
    send: '電郵連結給我',
    sent: '請查看您的電郵',
    linkSubject: /查看申請狀態的連結/,
    newsSubject: /您的申請有新進展/,
    show: '顯示我的申請',
    received: '已收到',
    interview: '面試',
    withdraw: '撤回此申請',
    yes: '確定撤回',
    withdrawn: '已撤回',
  },
} as const;

for (const lang of ['en', 'zh-Hant'] as const) {
  test(`a teacher sees their application's status, hears it changed, and withdraws (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const w = words[lang];
    const at = (p: string) => (lang === 'en' ? p : inChinese(p));
    const address = `status-${lang.toLowerCase()}-${Date.now()}@example.test`;
    const origin = { origin: baseURL! };

    // An application sent in this language (the form journeys cover the form itself).
    const upload = await request.post('/api/forms/cv', {
      headers: origin,
      multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() } },
    });
    const fileName = ((await upload.json()) as { data: { fileName: string } }).data.fileName;
    const sent = await request.post('/api/forms/application', {
      headers: origin,
      form: { ...applicationFields(fileName, { email: address }), lang } as Record<string, string>,
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const reference = ((await sent.json()) as { reference: string }).reference;

    // 1. Ask for a link.
    await page.goto(at('/ApplicationStatus'));
    const email = page.getByLabel(w.email, { exact: true });
    await waitForHydration(email);
    await expectAxeClean(page);
    await email.fill(address);
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByRole('dialog', { name: w.sent })).toBeVisible();

    // 2. The mail's link opens a page that shows nothing but its button.
    const linkMail = await waitForMail(address, w.linkSubject);
    const link = /https?:\/\/\S+\/ApplicationStatus\/Open\?t=[\w-]{43}/.exec(linkMail.text)?.[0];
    expect(link, linkMail.text).toBeTruthy();
    const linkPath = new URL(link!);
    expect(linkPath.pathname).toBe(at('/ApplicationStatus/Open'));
    await page.goto(`${linkPath.pathname}${linkPath.search}`);
    await expect(page.getByRole('button', { name: w.show })).toBeVisible();
    await expect(page.getByText(reference)).toHaveCount(0);
    await expectAxeClean(page);

    // 3. Pressed: the application, "received".
    await page.getByRole('button', { name: w.show }).click();
    const item = page.locator(`[data-reference="${reference}"]`);
    await expect(item.locator('[data-status]')).toHaveText(w.received);
    await expectAxeClean(page);

    // 4. Staff move it to "interview" and tell the applicant (in English through the staff area, in Chinese through its
    // API): a mail that the status changed, never what it is.
    if (lang === 'en') {
      const staffPage = await page.context().newPage();
      await staffPage.goto(`/staff/submissions/${reference}`);
      await staffPage.getByLabel('E-mail address').fill(staffEmail);
      await staffPage.getByLabel('Password').fill(staffPassword);
      await staffPage.getByRole('button', { name: 'Sign in', exact: true }).click();
      await staffPage.getByLabel('Change status').selectOption({ label: 'Interview' });
      await staffPage.getByLabel('Tell the applicant').check();
      expect(await axeViolations(staffPage, { tags: wcagTags })).toEqual([]);
      await staffPage.getByRole('button', { name: 'Save status' }).click();
      await expect(staffPage.getByText('Status saved.')).toBeVisible();
      await staffPage.close();
    } else {
      const staff = await request.post('/api/staff/session', {
        headers: origin,
        data: { email: staffEmail, password: staffPassword },
      });
      expect(staff.status()).toBe(200);
      const changed = await request.put(`/api/staff/submissions/${reference}/status`, {
        headers: origin,
        data: { status: 'interview', tellApplicant: true },
      });
      expect(await changed.json()).toMatchObject({ status: 'interview', applicantTold: true });
    }
    const news = await waitForMail(address, w.newsSubject);
    expect(news.text).toContain(reference);
    expect(news.text).not.toMatch(/interview|面試/i);
    await page.reload();
    await expect(item.locator('[data-status]')).toHaveText(w.interview);

    // 5. Withdraw, after a question.
    await item.getByRole('button', { name: w.withdraw }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
    await expectAxeClean(page);
    await page.getByRole('button', { name: w.yes }).click();
    await expect(page.getByRole('status')).toContainText(reference);
    await expect(item.locator('[data-status]')).toHaveText(w.withdrawn);
    await expect(item.getByRole('button', { name: w.withdraw })).toHaveCount(0);
  });
}
