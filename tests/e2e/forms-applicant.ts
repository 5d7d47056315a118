// A valid applicant and CV files for the journeys that send an application through the public form.
import { randomBytes } from 'node:crypto';
import type { Locator } from '@playwright/test';

export const pdfBytes = () =>
  Buffer.concat([Buffer.from('%PDF-1.7\n% test CV\n'), randomBytes(200_000), Buffer.from('\n%%EOF\n')]);
export const docBytes = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(50_000)]);

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
