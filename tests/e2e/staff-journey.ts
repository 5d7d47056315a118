// Steps the staff journeys share: an application sent as the public form sends it, and signing in.
import type { APIRequestContext, Page } from '@playwright/test';
import { applicationFields } from '../../apps/api/src/test-support/wire-bodies.ts';
import { expect } from '../support/fixtures.ts';
import { staffEmail, staffPassword } from './staff-account.ts';

/** Signs in on the staff sign-in page the browser is on. */
export async function signIn(page: Page) {
  await page.getByLabel('E-mail address').fill(staffEmail);
  await page.getByLabel('Password').fill(staffPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Sends a Teach Abroad application with its CV through the forms API, as the public form does (the form itself:
 * forms-application.spec.ts); returns its reference. `fields` changes the wire fields (another address, a vacancy);
 * `cvName` names the CV (its extension is its type).
 */
export async function sendApplication(
  request: APIRequestContext,
  baseURL: string,
  firstName: string,
  cv: Buffer,
  fields: Record<string, string | string[]> = {},
  cvName = 'Sam Taylor CV.pdf',
): Promise<string> {
  const headers = { origin: new URL(baseURL).origin };
  const upload = await request.post('/api/forms/cv', {
    headers,
    multipart: { file: { name: cvName, mimeType: 'application/octet-stream', buffer: cv } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const fileName = ((await upload.json()) as { data: { fileName: string } }).data.fileName;
  const sent = await request.post('/api/forms/application', {
    headers,
    form: applicationFields(fileName, {
      last_name: firstName,
      surname: 'Taylor',
      phone: '14165550100',
      email: 'sam.taylor@applicant.test',
      lang: 'en',
      ...fields,
    }) as Record<string, string>,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return ((await sent.json()) as { reference: string }).reference;
}
