// The CV on the candidate record (decision 072), at 1280 and 390 px: a word only inside a .docx CV finds its
// candidate in the staff search; the record shows the CV's text in its sandboxed frame; a script that got into the
// preview's HTML cannot run (the answer's CSP and the frame's sandbox); a CV without text says so, in English and
// Chinese. Chromium's headless shell shows no PDFs, so the PDF preview's headers are checked by the API's tests.
import type { Page, TestInfo } from '@playwright/test';
import { docxWith, paragraph, pdfWithText } from '../../apps/api/src/test-support/cv-documents.ts';
import { expect, test } from '../support/fixtures.ts';
import { screenshotForReview } from '../support/screenshots.ts';
import { pdfBytes } from './forms-applicant.ts';
import { ensureStaffAccount } from './staff-account.ts';
import { sendApplication, signIn } from './staff-journey.ts';

test.describe.configure({ timeout: 120_000 });
test.beforeAll(() => ensureStaffAccount());

const frameOf = (page: Page) => page.frameLocator('iframe[title^="CV preview"], iframe[title^="履歷預覽"]');

async function openRecord(page: Page, query: string, name: string) {
  await page.goto(`/staff/candidates?q=${encodeURIComponent(query)}`);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  screenshotForReview(page, testInfo, `${name}-${testInfo.project.name}.png`, { fullPage: true });

test('a .docx CV is found by its words and shown in a frame where no script runs', async ({
  page,
  request,
  baseURL,
  pageProblems,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${Date.now() % 1_000_000}`;
  const word = `Quillfeather${stamp}`;
  const name = `Dora${stamp}`;
  await sendApplication(
    request,
    baseURL!,
    name,
    docxWith(paragraph('Curriculum vitae') + paragraph(`Drama club lead at ${word} Primary School`)),
    { email: `dora.${stamp}@applicant.test` },
    'Dora CV.docx',
  );
  const pdfName = `Pia${stamp}`;
  await sendApplication(
    request,
    baseURL!,
    pdfName,
    await pdfWithText(['Curriculum vitae', `Phonics teacher at Zephyr${stamp} Academy`]),
    { email: `pia.${stamp}@applicant.test` },
  );
  const scanName = `Sol${stamp}`;
  await sendApplication(request, baseURL!, scanName, pdfBytes(), { email: `sol.${stamp}@applicant.test` });

  await page.goto('/staff');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Enquiries and applications' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The word is only inside the CV: the search finds the candidate once the server has read it (seconds).
  await expect(async () => {
    await page.goto(`/staff/candidates?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole('link', { name })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('link', { name }).click();
  const cv = page.getByRole('region', { name: 'CV', exact: true });
  await expect(cv.getByText('The words of this CV are found by search.')).toBeVisible();
  await expect(frameOf(page).getByText(`Drama club lead at ${word} Primary School`)).toBeVisible();
  await expect(cv.getByRole('link', { name: /^Download Dora CV\.docx/ })).toBeVisible();
  await shot(page, testInfo, 'cv-docx-en');

  // A script smuggled into the preview's HTML (past the server's sanitiser) with the server's own headers: it
  // neither runs in the frame nor reaches the record.
  const preview = /\/api\/staff\/candidates\/\d+\/cvs\/[^/]+\/preview$/;
  await page.route(preview, async (route) => {
    const answer = await route.fetch();
    const html = (await answer.text()).replace(
      '<body>',
      '<body><p id="ran">script blocked</p><script>document.getElementById("ran").textContent = "script ran";' +
        'try { parent.document.title = "pwned"; } catch {}</script><img src="data:," onerror="document.body.append(\'handler ran\')">',
    );
    await route.fulfill({ response: answer, body: html });
  });
  const blocked: string[] = [];
  page.on('console', (message) => blocked.push(message.text()));
  await page.reload();
  await expect(frameOf(page).getByText(`Drama club lead at ${word} Primary School`)).toBeVisible();
  await expect(frameOf(page).locator('#ran')).toHaveText('script blocked');
  await expect(frameOf(page).getByText('handler ran')).toHaveCount(0);
  expect(await page.title()).not.toBe('pwned');
  expect(blocked.join('\n')).toMatch(/sandbox|Content Security Policy/i);
  await page.unroute(preview);

  // 中文: the same record.
  await page.reload();
  await page.getByRole('button', { name: '切換至中文' }).click();
  await expect(
    page.getByRole('region', { name: '履歷', exact: true }).getByText('搜尋可找到此履歷的文字。'),
  ).toBeVisible();
  await expect(frameOf(page).getByText(`Drama club lead at ${word} Primary School`)).toBeVisible();
  await shot(page, testInfo, 'cv-docx-zh');
  await page.getByRole('button', { name: 'Switch to English' }).click();

  // A PDF CV: the record frames the server's PDF (headless Chromium shows none; the full browser does).
  await openRecord(page, `pia.${stamp}`, pdfName);
  await expect(page.getByRole('region', { name: 'CV', exact: true }).locator('iframe')).toHaveAttribute(
    'src',
    /\/preview$/,
  );
  await shot(page, testInfo, 'cv-pdf-en');

  // A PDF without text (as a scan is): stored as before, and the record says why search does not find its words.
  await openRecord(page, `sol.${stamp}`, scanName);
  await expect(
    page
      .getByRole('region', { name: 'CV', exact: true })
      .getByText(/^No text could be read from this CV \(it may be a scan\)/),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '切換至中文' }).click();
  await expect(page.getByText(/^無法從此履歷讀取文字（可能是掃描檔）/)).toBeVisible();
  await shot(page, testInfo, 'cv-no-text-zh');
  await page.getByRole('button', { name: 'Switch to English' }).click();

  // The sandboxed frame refuses every script, the smuggled one and the browser tooling's alike, each with a
  // console error ("Blocked script execution in '…/preview' because the document's frame is sandboxed"): expected.
  const blockedInFrame =
    /^console error: Blocked script execution in '[^']+\/preview' because the document's frame is sandboxed/;
  const others = pageProblems.problems.filter((problem) => !blockedInFrame.test(problem));
  pageProblems.problems.splice(0, pageProblems.problems.length, ...others);
});
