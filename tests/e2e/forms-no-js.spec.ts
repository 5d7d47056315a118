// Every form with JavaScript off (decision 066): the browser posts it itself. An empty or bad submit comes back as
// the form's page with "There is a problem" and what was typed; a good one lands on its page with the reference
// (and the CV where the form has one), and the agency's mail arrives. The same forms with JavaScript: the
// forms-*.spec.ts, job-alerts.spec.ts and application-status.spec.ts journeys.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { agencyInbox } from './forms-mail-config.ts';
import { fillApplicant, pdfBytes } from './forms-applicant.ts';
import { waitForMails, waitForMailsTo } from './forms-mail.ts';

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 90_000 });
// A refused form is answered 422 with its page: the journey expects that answer.
test.beforeEach(({ pageProblems }) => pageProblems.allowFailure('/api/forms/'));

/** The page the server answered with: the summary takes the visitor to each field. */
async function expectProblems(page: Page, form: Locator, links: (string | RegExp)[]) {
  const summary = page.getByRole('alert').filter({ hasText: /There is a problem|出現問題/ });
  await expect(summary).toBeVisible();
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole('link')).toHaveText(links);
  // Each link goes to its field (axe needs scripts: the same markup is checked in the journeys with them).
  const first = (await summary.getByRole('link').first().getAttribute('href'))!;
  await expect(form.locator(first)).toHaveCount(1);
}

const reference = async (page: Page) => {
  const shown = page.getByTestId('submission-reference');
  await expect(shown).toBeVisible();
  return (await shown.textContent()) ?? '';
};

for (const { path, source, lang } of [
  { path: '/ContactUs', source: 'contact-us', lang: 'en' },
  { path: '/zh-hant/OurServices/OurServices_FYS', source: 'for-your-school', lang: 'zh-Hant' },
] as const) {
  test(`enquiry on ${path}: refused with the typed values kept, then sent and mailed`, async ({
    page,
  }, info) => {
    await page.goto(path);
    const form = page.locator(`form#enquiry-${source}`);
    const firstName = form.getByRole('textbox', { name: lang === 'en' ? 'First name' : '名字' });
    await expect(firstName).toBeEditable();
    const name = `NoJs${info.project.name}${Date.now() % 100000}`;
    await firstName.fill(name);
    await form.getByRole('button', { name: lang === 'en' ? 'Submit' : '提交' }).click();

    await expect(page).toHaveURL(/\/api\/forms\/enquiry#enquiry-/);
    await expectProblems(
      page,
      form,
      lang === 'en'
        ? ['Enter your surname', 'Enter your phone number', 'Enter your email address', 'Enter your message']
        : [/姓氏/, /電話/, /電郵/, /訊息/],
    );
    await expect(firstName).toHaveValue(name);
    // Still the page in its language, with the site around it.
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en' : 'zh-Hant');
    await expect(page.locator('footer')).toBeVisible();

    await form.locator('[name="surname"]').fill('Chan');
    await form.locator('[name="phone"]').fill('+852 9123 4567');
    await form.locator('[name="email"]').fill('no-js@sunshine.test');
    await form.locator('[name="textarea"]').fill('We need a teacher; our browser runs no scripts.');
    await form.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(/\/api\/forms\/sent\?/);
    const sent = await reference(page);
    expect(sent).toMatch(/^ENQ-/);
    await expect(page.locator(`#enquiry-${source}-frame`)).toBeInViewport();
    const mails = await waitForMails(sent, 2);
    expect(mails.find((m) => m.to.includes(agencyInbox))?.text).toContain(name);
    // Reloading shows the page again and sends nothing twice.
    await page.reload();
    expect(await reference(page)).toBe(sent);
  });
}

test('application with a CV: refused with the answers kept and a word about the file, then sent', async ({
  page,
}, info) => {
  // Fifteen fields and two uploads, on a machine shared with other runs.
  test.setTimeout(150_000);
  await page.goto('/OurServices/OurServices_TA');
  const form = page.locator('form#application-teach-abroad');
  const name = `NoJsApp${info.project.name}${Date.now() % 100000}`;
  await fillApplicant(form, name);
  await form.getByLabel('Email').fill('not-an-address');
  const cv = form.locator('input[type="file"]');
  await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await form.getByRole('button', { name: 'Submit' }).click();

  await expectProblems(page, form, [/email address in the correct format/]);
  await expect(form.getByLabel('First name')).toHaveValue(name);
  await expect(form.getByLabel('Nationality')).toHaveValue('Canada');
  // Files never come back: the page says to choose the CV again.
  await expect(form.getByText('please choose your CV again')).toBeVisible();

  await form.getByLabel('Email').fill('no-js.applicant@applicant.test');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(),
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  const sent = await reference(page);
  expect(sent).toMatch(/^APP-/);
  const agency = (await waitForMails(sent, 2)).find((m) => m.to.includes(agencyInbox));
  expect(agency?.text).toContain(name);
  expect(agency?.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/\.pdf$/)]);
});

test('job alert on /Vacancies: in the HTML, refused then sent, and the confirmation is mailed', async ({
  page,
}, info) => {
  await page.goto('/Vacancies');
  const form = page.locator('form#alert-vacancies');
  const email = form.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeEditable();
  await email.fill('alerts@');
  await form.getByRole('button', { name: 'Create alert' }).click();
  await expectProblems(page, form, [/email address in the correct format/]);
  await expect(email).toHaveValue('alerts@');

  const address = `no-js-alert-${info.project.name}-${Date.now()}@example.test`;
  await email.fill(address);
  await form.getByRole('checkbox', { name: 'Macau' }).check();
  await form.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();
  await waitForMailsTo(address, 1);
});

test('status request on /ApplicationStatus: refused then sent', async ({ page }) => {
  await page.goto('/ApplicationStatus');
  const form = page.locator('form#status-request');
  await form.getByRole('textbox', { name: 'Reference (optional)' }).fill('nonsense');
  await form.getByRole('button', { name: 'E-mail me a link' }).click();
  await expectProblems(page, form, [/Enter your email address/, /reference/i]);
  await expect(form.getByRole('textbox', { name: 'Reference (optional)' })).toHaveValue('nonsense');

  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('nobody-no-js@example.test');
  await form.getByRole('textbox', { name: 'Reference (optional)' }).fill('');
  await form.getByRole('button', { name: 'E-mail me a link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();
});
