// Mail from the candidate record (issue 44), at 1280 and 390 px: a teacher applies in Chinese; staff move their card
// to Interview, follow the offer of the interview invitation, give the time and send. The mail arrives in the SMTP
// sink in Chinese, From the agency's name with Reply-To the staff member, and the timeline shows it as sent. The
// composer and the mail are photographed in both languages of the staff area.
import type { Frame, Page, TestInfo } from '@playwright/test';
import { axeViolations, wcagTags } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { pdfBytes } from './forms-applicant.ts';
import { mailsTo, type ReceivedMail } from './forms-mail.ts';
import { ensureStaffAccount, staffEmail } from './staff-account.ts';
import { sendApplication, signIn } from './staff-journey.ts';

test.describe.configure({ timeout: 150_000 });
test.beforeAll(() => ensureStaffAccount());

const VACANCY = 'primary-school-english-teacher-sha-tin';

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  // The preview's frame paints once its document has loaded (read from the browser's lifecycle events: no script
  // runs in the sandboxed frame).
  // (Not the CV's frame: the headless shell shows no PDFs, so a PDF frame never finishes loading.)
  const isCvFrame = async (frame: Frame) =>
    /^(CV preview|履歷預覽)/.test(
      (await (await frame.frameElement().catch(() => null))?.getAttribute('title')) ?? '',
    );
  const frames = page.frames();
  const cvFrames = await Promise.all(frames.map(isCvFrame));
  await Promise.all(frames.filter((_, i) => !cvFrames[i]).map((frame) => frame.waitForLoadState()));
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
    fullPage: true,
  });
}

test('staff send the interview invitation to a candidate who applied in Chinese; it arrives in Chinese', async ({
  page,
  request,
  baseURL,
  pageProblems,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${Date.now() % 1_000_000}`;
  const name = `Lin${stamp}`;
  const email = `lin.${stamp}@applicant.test`;
  const reference = await sendApplication(request, baseURL!, name, pdfBytes(), {
    email,
    lang: 'zh-Hant',
    sectors: ['Kindergarten'],
    functions: ['Native English teacher'],
    vacancy: VACANCY,
  });

  await page.goto('/staff');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Enquiries and applications' })).toBeVisible();
  await page.goto(`/staff/candidates?q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: `${name} Taylor` }).click();
  await expect(page.getByRole('heading', { name: `${name} Taylor`, level: 1 })).toBeVisible();

  // Moving the card to Interview offers the interview invitation for that card.
  const cards = page.getByRole('region', { name: 'Applications on boards' });
  await cards.getByText('Move to…').click();
  await cards.getByRole('button', { name: 'Move to Interview' }).click();
  await cards.getByRole('link', { name: `Send ${name} Taylor the interview invitation` }).click();

  // The composer: the template filled in Chinese (the language they applied in), {interviewTime} still to give.
  const composer = page.getByRole('region', { name: 'Write to the candidate' });
  await expect(composer.getByLabel('Template')).toHaveValue('interview-invitation');
  await expect(composer.getByLabel(/Chinese \(Traditional\)/)).toBeChecked();
  await expect(composer.getByLabel('About')).toHaveValue(reference);
  const subject = composer.getByLabel('Subject');
  await expect(subject).toHaveValue(/面試：\{interviewTime\}$/);
  await expect(composer.getByLabel('Text')).toHaveValue(new RegExp(`${name}您好`));
  // Sending without the time is refused, naming it.
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(
    composer.getByText('Give the interview time: the text uses {interviewTime}.').first(),
  ).toBeVisible();
  // axe before the preview: its frame is sandboxed without scripts, so neither axe nor a locator can look inside.
  expect(await axeViolations(page, { tags: wcagTags })).toEqual([]);
  await composer.getByLabel('Interview time').fill('12月8日 星期二 下午3時');
  await composer.getByRole('button', { name: 'Preview' }).click();
  const preview = composer.getByRole('region', { name: 'Preview of the e-mail' });
  await expect(preview.getByText(staffEmail)).toBeVisible();
  await expect(preview.locator('iframe')).toHaveAttribute('srcdoc', /12月8日 星期二 下午3時/);
  await expect(preview.locator('iframe')).toHaveAttribute('sandbox', '');
  await composer.scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'composer-en');
  // A full-page capture leaves a frame below the fold blank at 390 px: the preview on its own, in view.
  await preview.screenshot({ path: testInfo.outputPath(`preview-en-${testInfo.project.name}.png`) });

  // The same composer with the staff area in Chinese.
  await page.evaluate(() => localStorage.setItem('staff-lang', 'zh-Hant'));
  await page.reload();
  const composerZh = page.getByRole('region', { name: '寫信給候選人' });
  await expect(composerZh.getByLabel('主旨')).toHaveValue(/面試/);
  await composerZh.getByLabel('面試時間').fill('12月8日 星期二 下午3時');
  await composerZh.getByRole('button', { name: '預覽' }).click();
  await expect(composerZh.getByRole('region', { name: '電郵預覽' })).toBeVisible();
  await shoot(page, testInfo, 'composer-zh-hant');
  await page.evaluate(() => localStorage.setItem('staff-lang', 'en'));
  await page.reload();

  const sendNow = page.getByRole('region', { name: 'Write to the candidate' });
  await sendNow.getByLabel('Interview time').fill('12月8日 星期二 下午3時');
  await sendNow.getByRole('button', { name: 'Send' }).click();
  await expect(sendNow.getByText('The e-mail is on its way.', { exact: false })).toBeVisible();

  // The mail in the sink: in Chinese, from the agency's name, Reply-To the staff member.
  let invitation: ReceivedMail | undefined;
  await expect
    .poll(async () => (invitation = (await mailsTo(email)).find((m) => m.subject.includes('面試'))), {
      timeout: 20_000,
    })
    .toBeTruthy();
  expect(invitation!.subject).toContain('12月8日 星期二 下午3時');
  expect(invitation!.replyTo).toContain(staffEmail);
  expect(invitation!.from.address).not.toBe(staffEmail);
  expect(invitation!.from.name).not.toBe('');
  expect(invitation!.text).toContain(`${name}您好`);
  expect(invitation!.text).toContain('E2E Staff 謹啟');
  expect(invitation!.html).toContain('lang="zh-Hant"');

  // The timeline shows it, sent.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect
    .poll(
      async () => {
        await page.reload();
        return timeline.getByRole('listitem').filter({ hasText: 'e-mailed' }).first().textContent();
      },
      { timeout: 20_000 },
    )
    .toMatch(/E2E Staff e-mailed “.*面試.*” \(Chinese \(Traditional\)\) · Sent/);

  // The mail as the candidate sees it.
  await page.setContent(invitation!.html);
  await shoot(page, testInfo, 'mail-zh-hant');

  // Playwright injects its helper script into every frame it sees; the preview's sandbox (no scripts) refuses it
  // and Chromium says so in the console, once per preview. That refusal is the sandbox working; nothing else is.
  const refusedProbe = "Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed";
  const others = pageProblems.problems.filter((problem) => !problem.includes(refusedProbe));
  pageProblems.problems.splice(0, pageProblems.problems.length, ...others);
});
