// Presenting a candidate to a school (issue 44 item 5, decision 075), at 1280 and 390 px: staff share a candidate's
// profile from the record; the school contact opens the link in a browser of their own and sees no contact details
// (axe finds nothing), answers "Interested", and staff read the answer on the timeline and in the list of shares;
// the agency's mail reached the contact with the staff member as Reply-To; once withdrawn the link is a polite 410.
import type { Page } from '@playwright/test';
import { axeViolations, wcagTags } from '../support/axe.ts';
import { expect, soonIntervals, test } from '../support/fixtures.ts';
import { pdfBytes } from './forms-applicant.ts';
import { readMails } from './forms-mail.ts';
import { ensureStaffAccount, staffEmail } from './staff-account.ts';
import { sendApplication, signIn } from './staff-journey.ts';

test.describe.configure({ timeout: 180_000 });
test.beforeAll(() => ensureStaffAccount());

const VACANCY = 'kindergarten-english-teacher-tseung-kwan-o';
const expectAxeClean = async (page: Page) =>
  expect(await axeViolations(page, { tags: wcagTags })).toEqual([]);

test('staff share a profile; the school sees no contact details, answers, and a withdrawn link is gone', async ({
  page,
  request,
  baseURL,
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${Date.now() % 1_000_000}`;
  const first = `Pat${stamp}`;
  const email = `pat.${stamp}@applicant.test`;
  const school = `Tseung Kwan O Kindergarten ${stamp}`;
  const contact = `principal.${stamp}@school.test`;
  await sendApplication(request, baseURL!, first, pdfBytes(), {
    email,
    sectors: ['Kindergarten'],
    functions: ['Native English teacher'],
    vacancy: VACANCY,
  });

  // 1. On the candidate's record: share with a school.
  await page.goto(`/staff/candidates?q=${encodeURIComponent(email)}`);
  await signIn(page);
  await page.getByRole('link', { name: `${first} Taylor` }).click();
  const shares = page.getByRole('region', { name: 'Presented to schools' });
  await expect(shares.getByText('Not shared with any school yet.')).toBeVisible();
  await shares.getByRole('button', { name: 'Share with a school' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a profile with a school' });
  // Nothing filled in: each field says what it needs.
  await dialog.getByRole('button', { name: 'Share and e-mail the school' }).click();
  await expect(dialog.getByText("Enter the school's name").first()).toBeVisible();
  await dialog.getByLabel("School's name").fill(school);
  await dialog.getByLabel('Contact name').fill('Ms Wong');
  await dialog.getByLabel("Contact's e-mail").fill(contact);
  await dialog
    .getByLabel('Why this teacher (shown to the school)')
    .fill('Patient, playful, and loves phonics.');
  await expect(dialog.getByLabel('Include the CV')).not.toBeChecked();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Share and e-mail the school' }).click();
  const link = await dialog.getByLabel('Link to the profile').inputValue();
  expect(link).toMatch(/\/ForSchools\/Candidate\?t=[\w-]{43}$/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(shares.locator('strong', { hasText: school })).toBeVisible();
  await expect(shares.getByText('Not opened yet')).toBeVisible();

  // The agency's mail to the contact: the link, Reply-To the staff member.
  await expect
    .poll(async () => (await readMails()).find((mail) => mail.to.includes(contact)), {
      timeout: 15_000,
      intervals: soonIntervals,
    })
    .toBeTruthy();
  const mail = (await readMails()).find((m) => m.to.includes(contact))!;
  expect(mail.headers.get('reply-to')).toBe(staffEmail);
  expect(mail.text).toContain(new URL(link).search);

  // 2. The school, in a browser of its own: the profile without contact details.
  const schoolContext = await browser.newContext({ viewport: page.viewportSize()! });
  const schoolPage = await schoolContext.newPage();
  const opened = await schoolPage.goto(link);
  expect(opened!.status()).toBe(200);
  expect(opened!.headers()['cache-control']).toBe('no-store');
  expect(opened!.headers()['referrer-policy']).toBe('no-referrer');
  await expect(schoolPage.getByRole('heading', { name: `${first} T.`, level: 1 })).toBeVisible();
  await expect(schoolPage.getByText('Bachelor')).toBeVisible();
  await expect(schoolPage.getByText('Patient, playful, and loves phonics.')).toBeVisible();
  await expect(schoolPage.getByRole('link', { name: 'Download the CV' })).toHaveCount(0);
  const html = await schoolPage.content();
  for (const secret of [email, '14165550100', 'X1234567', 'Bristol', 'Taylor', 'sam.taylor'])
    expect(html).not.toContain(secret);
  expect(await schoolPage.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  await expectAxeClean(schoolPage);

  // 3. The school answers "Interested" with a message.
  await schoolPage.getByLabel('Message to the agency (optional)').fill('Could Pat visit on Tuesday?');
  await schoolPage.getByRole('button', { name: 'Interested' }).click();
  await expect(schoolPage.getByRole('status').first()).toContainText('Thank you');
  await expect(schoolPage.getByText('You answered: Interested.')).toBeVisible();

  // 4. Staff see it on the timeline and in the list.
  await page.reload();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(`${school} answered "Interested" to the shared profile`)).toBeVisible();
  await expect(timeline.getByText(`${school} opened the shared profile`)).toBeVisible();
  await expect(shares.getByText('Could Pat visit on Tuesday?')).toBeVisible();

  // 5. Withdrawn: the link answers 410 with a polite page.
  await shares.getByRole('button', { name: `Withdraw ${school}` }).click();
  await shares.getByRole('button', { name: 'Withdraw the link' }).click();
  await expect(shares.getByText(/^Withdrawn /)).toBeVisible();
  const gone = await schoolPage.goto(link);
  expect(gone!.status()).toBe(410);
  await expect(
    schoolPage.getByRole('heading', { name: 'This link has expired or was withdrawn', level: 1 }),
  ).toBeVisible();
  await expect(schoolPage.getByRole('link', { name: 'Contact the agency' })).toBeVisible();
  await expectAxeClean(schoolPage);
  await schoolContext.close();
});
