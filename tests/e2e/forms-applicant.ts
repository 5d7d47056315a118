// A valid applicant and CV files for the journeys that send an application through the public form.
import { randomBytes } from 'node:crypto';
import type { Locator } from '@playwright/test';
// Whole files as the server checks them (a PDF with cross-references and %%EOF, an OLE2 Word document).
import { compoundFile, pdfWithImage } from '../../apps/api/src/test-support/sample-files.ts';

export const pdfBytes = () => pdfWithImage(randomBytes(200_000));
export const docBytes = () => compoundFile({ '/WordDocument': randomBytes(50_000) });

export async function fillApplicant(form: Locator, firstName: string) {
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Surname').fill('Taylor');
  await form.getByLabel('ID number').fill('P1234567');
  await form.getByLabel('Nationality').selectOption('Canada');
  await form.getByLabel('Phone').fill('14165550100');
  await form.getByLabel('Email').fill('sam.taylor@applicant.test');
  await form.getByLabel('Marital status').selectOption('Single');
  await form.getByLabel('Education level').selectOption("Bachelor's degree");
  await form.getByLabel('TEFL certificate held').selectOption('Yes');
  await form.getByLabel('Passport held').selectOption('Ireland');
  await form.getByLabel('Teaching experience', { exact: true }).selectOption('Up to 2 years');
  await form.getByLabel('Location interested in').selectOption('Macau');
  await form.getByLabel('Country you reside in').selectOption('Canada');
  await form.getByLabel('Area you reside in').fill('Toronto');
  await form.getByLabel('Message').fill('Two years teaching phonics to kindergarten classes.');
}
