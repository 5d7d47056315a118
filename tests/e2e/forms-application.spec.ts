// Teach Abroad and Vacancies: the application with CV — bad input and bad files (a file whose content is not what
// its name says included) explained, then good input with the CV uploaded (progress), the dialog, and the agency's
// mail carrying the CV byte for byte.
import type { Locator, Page } from '@playwright/test';
import { docBytes, fillApplicant, pdfBytes } from './forms-applicant.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from './pages-support.ts';
import { screenshotForReview } from '../support/screenshots.ts';
import { agencyInbox } from './forms-mail-config.ts';
import { waitForMails } from './forms-mail.ts';

// Long journeys (fifteen fields, a 4 MB file, mail polling) on a machine shared with other test runs.
test.describe.configure({ timeout: 90_000 });

async function expectSummaryFocused(form: Locator) {
  const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  return summary;
}

async function checkBadFiles(page: Page, form: Locator) {
  const cv = form.getByLabel('CV', { exact: true });
  // Two refused files at once, beside a good one: each leaves the list at once and shows its own reason.
  await cv.setInputFiles([
    { name: 'cv.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(4 * 1024 * 1024 + 1, 0x25) },
    { name: 'good.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
  ]);
  const refused = form.getByRole('list', { name: 'Files not added' });
  await expect(refused.getByRole('listitem')).toHaveText([
    /cv\.exe.*cv\.exe is not a Word or PDF file\. Choose a \.doc, \.docx or \.pdf file/,
    /big\.pdf.*big\.pdf is larger than 4 MB\. Choose a smaller file/,
  ]);
  await expect(form.getByRole('list', { name: 'Files chosen' }).getByRole('listitem')).toHaveText([
    /^good\.pdf/,
  ]);
  await expect(form.getByRole('button', { name: 'Remove cv.exe' })).toHaveCount(0);
  await expect(cv).toHaveAttribute('aria-invalid', 'false');
  await form.getByRole('button', { name: 'Remove good.pdf' }).click();
  await expect(refused).toHaveCount(0);
  await expect(cv).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Choose your CV (Word or PDF)').first()).toBeVisible();
  void page;
}

/** A file whose content is not what its name says is caught when chosen, with the server's message. */
async function checkMismatchedFile(page: Page, form: Locator) {
  const cv = form.getByLabel('CV', { exact: true });
  await cv.setInputFiles({
    name: 'my cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Dear school, this is a plain text file.'),
  });
  const message =
    'my cv.pdf is not really a Word or PDF file: its content does not match its name. Save it again as .docx or .pdf and choose it again';
  await expect(form.getByRole('list', { name: 'Files not added' })).toContainText(message);
  await expect(form.getByRole('list', { name: 'Files chosen' })).toHaveCount(0);

  // The same file sent straight to the server gets the same message key back.
  const answer = await page.request.post('/api/forms/cv', {
    headers: { origin: new URL(page.url()).origin },
    multipart: {
      file: { name: 'my cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Dear school,') },
    },
  });
  expect(answer.status()).toBe(415);
  expect((await answer.json()).errors).toEqual([{ field: 'file', message: 'forms:errors.cv.content' }]);
  // A good file clears the message; it leaves the list again for the files the journey sends.
  await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await expect(form.getByText(message)).toHaveCount(0);
  await form.getByRole('button', { name: 'Remove cv.pdf' }).click();
  await expect(form.getByRole('list', { name: 'Files chosen' })).toHaveCount(0);
}

test('Teach Abroad: bad input and bad files are explained; a good application arrives with its CV', async ({
  page,
}, testInfo) => {
  // The browser uploads nothing before Submit (the server's check of a file's content answers the page's).
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/forms/cv')) uploads += 1;
  });
  await page.goto('/OurServices/OurServices_TA');
  const form = page.locator('[data-form="application"][data-variant="teach-abroad"]');
  await form.scrollIntoViewIfNeeded();
  // With JavaScript: formik's journey (before the app runs, the browser posts the form itself: forms-no-js).
  await waitForHydration(form.locator('form'));
  await expect(form.getByLabel('Teaching experience', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveAttribute('rows', '6');
  await expect(form.getByText('CV maximum size 4 MB; up to 2 files.')).toBeVisible();
  await expect(form.getByText(/do not upload from a cloud folder/)).toBeVisible();

  await form.getByRole('button', { name: 'Submit' }).click();
  const summary = await expectSummaryFocused(form);
  // ID number and marital status are optional (asked for, not required, before an offer).
  await expect(summary.getByRole('link')).toHaveCount(14);
  await expect(summary.getByRole('link').last()).toHaveText('Choose your CV (Word or PDF)');
  await summary.getByRole('link', { name: 'Select your nationality' }).click();
  await expect(form.getByLabel('Nationality')).toBeFocused();
  await expect(form.getByLabel('Nationality')).toHaveAccessibleDescription(/Select your nationality/);
  await screenshotForReview(page, testInfo, 'teach-abroad-errors.png', { fullPage: true });
  expect(await axeViolations(page, { include: '[data-form="application"]' })).toEqual([]);
  await checkBadFiles(page, form);
  await checkMismatchedFile(page, form);
  expect(uploads).toBe(0);

  const firstName = `Sam${testInfo.project.name}${Date.now() % 100000}`;
  await fillApplicant(form, firstName);
  const pdf = pdfBytes();
  const doc = docBytes();
  await form.getByLabel('CV', { exact: true }).setInputFiles([
    { name: 'Sam Taylor CV.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'references.doc', mimeType: 'application/msword', buffer: doc },
  ]);
  await expect(form.getByRole('list', { name: 'Files chosen' }).getByRole('listitem')).toHaveCount(2);
  await form.getByRole('button', { name: 'Submit' }).click();

  const dialog = page.getByRole('dialog', { name: 'Submission successful' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const reference = (await dialog.getByTestId('submission-reference').textContent()) ?? '';
  expect(reference).not.toBe('');
  await screenshotForReview(page, testInfo, 'teach-abroad-success.png');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused();

  const mails = await waitForMails(reference, 2);
  const agency = mails.find((m) => m.to.includes(agencyInbox));
  expect(agency?.subject).toContain(reference);
  expect(agency?.text).toContain(firstName);
  expect(agency?.text).toContain('Up to 2 years');
  const byName = new Map(agency?.attachments.map((a) => [a.filename, a.content]));
  expect(byName.get('Sam Taylor CV.pdf')?.equals(pdf)).toBe(true);
  expect(byName.get('references.doc')?.equals(doc)).toBe(true);
  expect(mails.some((m) => m.to.includes('sam.taylor@applicant.test'))).toBe(true);
});

test('Vacancies: sectors and functions by keyboard, chips removable; the application really submits', async ({
  page,
}, testInfo) => {
  await page.goto('/Vacancies');
  const form = page.locator('[data-form="application"][data-variant="vacancies"]');
  await form.scrollIntoViewIfNeeded();
  await waitForHydration(form.locator('form'));
  await form.getByRole('button', { name: 'Submit' }).click();
  const summary = await expectSummaryFocused(form);
  await expect(summary.getByRole('link', { name: 'Select at least one sector' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Select at least one function' })).toBeVisible();
  await summary.getByRole('link', { name: 'Select at least one sector' }).click();

  const sectors = form.getByRole('group', { name: 'Sectors' });
  const toggle = sectors.getByRole('button', { name: /Choose Sectors/ });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  const chips = sectors.getByRole('list', { name: 'Sectors' });
  await expect(chips.getByRole('listitem')).toHaveText(['Kindergarten×', 'Secondary school×']);
  await chips.getByRole('button', { name: 'Remove Kindergarten' }).focus();
  await page.keyboard.press('Delete');
  await expect(chips.getByRole('listitem')).toHaveText(['Secondary school×']);

  const functions = form.getByRole('group', { name: 'Functions' });
  await functions.getByRole('button', { name: /Choose Functions/ }).click();
  await functions.getByRole('checkbox', { name: 'Native English teacher' }).check();
  await functions.getByRole('button', { name: 'Done' }).click();
  await screenshotForReview(page, testInfo, 'vacancies-chips.png', { fullPage: true });

  const firstName = `Vac${testInfo.project.name}${Date.now() % 100000}`;
  await fillApplicant(form, firstName);
  const pdf = pdfBytes();
  await form
    .getByLabel('CV', { exact: true })
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submission successful' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const reference = (await dialog.getByTestId('submission-reference').textContent()) ?? '';
  expect(await axeViolations(page, { include: 'dialog' })).toEqual([]);

  const mails = await waitForMails(reference, 2);
  const agency = mails.find((m) => m.to.includes(agencyInbox));
  expect(agency?.text).toContain('Secondary school');
  expect(agency?.text).toContain('Native English teacher');
  expect(agency?.attachments.find((a) => a.filename === 'cv.pdf')?.content.equals(pdf)).toBe(true);
});
