// Contact Us and For Your School: the enquiry form with bad input (summary, messages, focus), then good input
// through to the dialog, and the agency's mail in the test SMTP server.
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { screenshotForReview } from '../support/screenshots.ts';
import { agencyInbox } from './forms-mail-config.ts';
import { readMails, waitForMails } from './forms-mail.ts';
import { waitForHydration } from './pages-support.ts';
import { signedInStaffApi } from './staff-account.ts';

// Long journeys (fifteen fields, a 4 MB file, mail polling) on a machine shared with other test runs.
test.describe.configure({ timeout: 90_000 });

const pages = [
  { name: 'Contact Us', path: '/ContactUs', source: 'contact-us' },
  { name: 'For Your School', path: '/OurServices/OurServices_FYS', source: 'for-your-school' },
] as const;

for (const { name, path, source } of pages) {
  test(`${name}: bad input is explained, good input is sent and mailed`, async ({ page }, testInfo) => {
    await page.goto(path);
    const form = page.locator(`[data-form="enquiry"][data-source="${source}"]`);
    await form.scrollIntoViewIfNeeded();
    // With JavaScript: formik's journey (before the app runs, the browser posts the form itself: forms-no-js).
    await waitForHydration(form.locator('form'));
    await expect(form.getByLabel('Message')).toHaveAttribute('rows', '8');
    await expect(
      form.getByRole('region', { name: 'Personal information collection statement' }),
    ).toBeVisible();
    // The honeypot is out of the accessibility tree.
    await expect(form.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);

    // Bad input: a phone with a letter in it and a broken e-mail, the rest empty.
    await form.getByLabel('Phone').fill('+852 9123 456x');
    await form.getByLabel('Email').fill('mei@school');
    await form.getByRole('button', { name: 'Submit' }).click();

    const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Enter your first name',
      'Enter your surname',
      'Enter the phone number in digits; spaces, dashes, dots, brackets and a leading + are fine, e.g. +852 9123 4567',
      'Enter an email address in the correct format, like name@example.com',
      'Enter your message',
    ]);
    const email = form.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Enter an email address in the correct format/);
    await summary.getByRole('link', { name: /correct format/ }).click();
    await expect(email).toBeFocused();
    await screenshotForReview(page, testInfo, `enquiry-${source}-errors.png`, { fullPage: true });
    expect(await axeViolations(page, { include: '[data-form="enquiry"]' })).toEqual([]);

    // Good input.
    const firstName = `Mei${testInfo.project.name}${Date.now() % 100000}`;
    await form.getByLabel('First name').fill(firstName);
    await form.getByLabel('Surname').fill('Chan');
    await form.getByLabel('School / Company (if applicable)').fill('Sunshine Kindergarten');
    // Written as people write it: accepted, and the agency's mail carries the digits.
    await form.getByLabel('Phone').fill(source === 'contact-us' ? '+852 9123 4567' : '(+853) 6612-3456');
    await email.fill('mei.chan@sunshine.test');
    await form.getByLabel('Message').fill('We need two native English teachers from September.');
    await expect(summary.getByRole('link')).toHaveCount(0);
    await form.getByRole('button', { name: 'Submit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Submission successful' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const reference = (await dialog.getByTestId('submission-reference').textContent()) ?? '';
    expect(reference).not.toBe('');
    await screenshotForReview(page, testInfo, `enquiry-${source}-success.png`);
    expect(await axeViolations(page, { include: 'dialog' })).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused();
    await expect(form.getByLabel('First name')).toHaveValue('');

    const mails = await waitForMails(reference, 2);
    const agency = mails.find((m) => m.to.includes(agencyInbox));
    expect(agency?.subject).toContain(reference);
    expect(agency?.text).toContain(firstName);
    expect(agency?.text).toContain('We need two native English teachers from September.');
    // The phone as typed, with its +, and a link to the record in the staff area.
    expect(agency?.text).toContain(source === 'contact-us' ? '+85291234567' : '+85366123456');
    expect(agency?.text).toContain(`/staff/submissions/${reference}`);
    expect(agency?.text).toContain('(Hong Kong time)');
    // The acknowledgement: branded, English first (the page's language), then Chinese.
    const ack = mails.find((m) => m.to.includes('mei.chan@sunshine.test'));
    expect(ack?.subject).toBe(`Harbourline ESL Recruitment: We have received your enquiry (${reference})`);
    expect(ack?.replyTo).toContain('recruitment@harbourline-esl.com');
    const ackText = ack?.text ?? '';
    expect(ackText).toContain(`Dear ${firstName},`);
    expect(ackText).toContain('Thank you for your enquiry to Harbourline ESL Recruitment.');
    expect(ackText).toContain(`Reference: ${reference}`);
    expect(ackText).toContain('What happens next');
    expect(ackText).toContain('replies within 2 working days');
    expect(ackText).toContain('To see, correct or delete them, write to recruitment@harbourline-esl.com');
    expect(ackText.indexOf('We have received your enquiry')).toBeLessThan(
      ackText.indexOf('我們已收到您的查詢'),
    );
    expect(ack?.html).toContain('<html lang="en">');
  });
}

test(
  'Contact Us in Chinese: messages in Traditional Chinese; the acknowledgement comes in Chinese first',
  { tag: '@width-independent' },
  async ({ page }, testInfo) => {
    await page.goto('/zh-hant/ContactUs');
    const form = page.locator('[data-form="enquiry"]');
    await waitForHydration(form.locator('form'));
    await form.getByRole('button', { name: '提交' }).click();
    const summary = form.getByRole('alert').filter({ hasText: '出現問題' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link').first()).toHaveText('請輸入您的名字');
    await expect(form.getByLabel('名字')).toHaveAttribute('aria-invalid', 'true');

    const firstName = `美玲${testInfo.project.name}${Date.now() % 100000}`;
    const address = `mei.${Date.now() % 100000}@sunshine.test`;
    await form.getByLabel('名字').fill(firstName);
    await form.getByLabel('姓氏').fill('陳');
    await form.getByLabel('電話').fill('+852 9123 4567');
    await form.getByLabel('電郵').fill(address);
    await form.getByLabel('訊息').fill('我們需要兩位英語教師。');
    await form.getByRole('button', { name: '提交' }).click();
    const dialog = page.getByRole('dialog', { name: '提交成功！' });
    await expect(dialog).toBeVisible();
    const reference = (await dialog.getByTestId('submission-reference').textContent()) ?? '';
    const mails = await waitForMails(reference, 2);
    const ack = mails.find((m) => m.to.includes(address));
    expect(ack?.subject).toBe(`海港英語教師招聘：我們已收到您的查詢（${reference}）`);
    const text = ack?.text ?? '';
    expect(text).toContain(`${firstName} 您好：`);
    expect(text).toContain('感謝您向海港英語教師招聘查詢。');
    expect(text).toContain(`參考編號: ${reference}`);
    expect(text).toContain('接下來的步驟');
    expect(text.indexOf('我們已收到您的查詢')).toBeLessThan(text.indexOf('We have received your enquiry'));
    expect(ack?.html).toContain('<html lang="zh-Hant">');
    const agency = mails.find((m) => m.to.includes(agencyInbox));
    expect(agency?.text).toContain("Applicant's language: Chinese (中文)");
  },
);

test(
  'a lost answer: the input stays, and Submit (the one action offered) gets the same submission back, not a second one',
  { tag: '@width-independent' },
  async ({ page, pageProblems, request, baseURL }, testInfo) => {
    pageProblems.allowFailure('/api/forms/enquiry');
    let attempts = 0;
    // The first POST reaches the server and is stored, but its answer is lost on the way back.
    await page.route('**/api/forms/enquiry', async (route) => {
      attempts += 1;
      if (attempts === 1) {
        await route.fetch();
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await page.goto('/OurServices/OurServices_FYS');
    const form = page.locator('[data-form="enquiry"][data-source="for-your-school"]');
    await form.scrollIntoViewIfNeeded();
    await waitForHydration(form.locator('form'));
    const firstName = `Retry${testInfo.project.name}${Date.now() % 100000}`;
    const address = `${firstName.toLowerCase()}@harbour.test`;
    await form.getByLabel('First name').fill(firstName);
    await form.getByLabel('Surname').fill('Wong');
    await form.getByLabel('School / Company (if applicable)').fill('Harbour Learning Centre');
    await form.getByLabel('Phone').fill('85261234567');
    await form.getByLabel('Email').fill(address);
    await form.getByLabel('Message').fill('Please call us.');
    await form.getByRole('button', { name: 'Submit' }).click();

    const failure = form.getByRole('alert').filter({ hasText: 'Your details were not sent' });
    await expect(failure).toBeFocused();
    await expect(failure).toContainText('We could not reach our server.');
    await expect(form.getByLabel('First name')).toHaveValue(firstName);
    await expect(failure.getByRole('button')).toHaveCount(0);
    await expect(failure).toContainText('Press Submit to send it again');
    await form.getByRole('button', { name: 'Submit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Submission successful' });
    await expect(dialog).toBeVisible();
    const reference = (await dialog.getByTestId('submission-reference').textContent()) ?? '';
    expect(attempts).toBe(2);
    // Both attempts are one submission: the inbox finds one by this name, and its two mails (to the agency, and
    // the acknowledgement) are all it causes. One mail per outbox row, and a row is marked sent once the SMTP
    // server has taken (and written) its mail: once both are sent, every mail about this enquiry is here.
    const staff = await signedInStaffApi(request, baseURL!);
    expect((await staff.search(firstName)).total).toBe(1);
    await expect
      .poll(async () => (await staff.submission(reference)).mail.map((m) => m.state).sort())
      .toEqual(['sent', 'sent']);
    // Any mail about this enquiry, whatever its reference.
    const all = (await readMails()).filter((m) => m.text.includes(firstName) || m.to.includes(address));
    expect(all.map((m) => m.reference)).toEqual([reference, reference]);
    expect(all.filter((m) => m.to.includes(agencyInbox))).toHaveLength(1);
  },
);
