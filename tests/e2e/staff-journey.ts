// Steps the staff journeys share: an application sent through the public form, and signing in.
import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';
import { fillApplicant } from './forms-applicant.ts';
import { staffEmail, staffPassword } from './staff-account.ts';

/** Signs in on the staff sign-in page the browser is on. */
export async function signIn(page: Page) {
  await page.getByLabel('E-mail address').fill(staffEmail);
  await page.getByLabel('Password').fill(staffPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Sends a Teach Abroad application through the public form; returns its reference. */
export async function sendApplication(page: Page, firstName: string, cv: Buffer): Promise<string> {
  await page.goto('/OurServices/OurServices_TA');
  const form = page.locator('[data-form="application"][data-variant="teach-abroad"]');
  await form.scrollIntoViewIfNeeded();
  await fillApplicant(form, firstName);
  await form
    .getByLabel('CV', { exact: true })
    .setInputFiles({ name: 'Sam Taylor CV.pdf', mimeType: 'application/pdf', buffer: cv });
  await form.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submission successful' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return (await dialog.getByTestId('submission-reference').textContent()) ?? '';
}
