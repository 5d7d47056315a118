import nodemailer, { type SendMailOptions } from 'nodemailer';
import { expect, test } from 'vitest';
import { createDiskCvStorage } from '../../cv-storage/disk-cv-storage.ts';
import {
  composeAcknowledgement,
  composeAgencyMail,
  safeMailbox,
  type SubmissionRow,
} from './compose-message.ts';

const settings = {
  mailTo: 'office@agency.example.com',
  mailFrom: 'forms@agency.example.com',
  cvs: createDiskCvStorage('/nowhere'),
};
const row = (overrides: Partial<SubmissionRow> = {}): SubmissionRow => ({
  id: 1,
  kind: 'enquiry',
  reference: 'ENQ-2026-000001',
  email: 'mei@example.com',
  data: JSON.stringify({ firstName: 'Mei\r\nBcc: victim@example.com', message: 'Subject: spam' }),
  created_at: Date.UTC(2026, 10, 22),
  ...overrides,
});

async function headersOf(message: SendMailOptions): Promise<string> {
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(message);
  const raw = (info.message as Buffer).toString('utf8');
  return raw.slice(0, raw.indexOf('\r\n\r\n'));
}

test('input reaches the body only: the subject is built from the reference, no injected header', async () => {
  const headers = await headersOf(composeAgencyMail(row(), [], settings));
  expect(headers).toMatch(/^Subject: New enquiry ENQ-2026-000001$/m);
  expect(headers).not.toMatch(/^Bcc:/im);
  expect(headers).toMatch(/^Reply-To: mei@example.com$/m);
});

test('an address that is really a list gets no acknowledgement and no Reply-To', async () => {
  const listy = row({ email: 'a,victim@example.com' });
  expect(safeMailbox(listy.email)).toBeNull();
  expect(composeAcknowledgement(listy, settings)).toBeNull();
  expect(await headersOf(composeAgencyMail(listy, [], settings))).not.toMatch(/^Reply-To:/m);
  expect(composeAcknowledgement(row(), settings)?.to).toEqual({ name: '', address: 'mei@example.com' });
});

test('the acknowledgement names what was sent, in both languages', () => {
  const application = composeAcknowledgement(
    row({ kind: 'application', reference: 'APP-2026-000001' }),
    settings,
  );
  expect(application?.text).toContain('We have received your application');
  expect(application?.text).toContain('感謝您的申請。');
  expect(application?.text).toContain('參考編號：APP-2026-000001');
  expect(application?.text).not.toContain('查詢');
  expect(composeAcknowledgement(row(), settings)?.text).toContain('感謝您的查詢。');
});

test('the agency mail labels the stored fields (field names) with the forms package labels, in their order', () => {
  const application = row({
    kind: 'application',
    data: JSON.stringify({
      vacancy: 'hk-1',
      idNo: 'X1',
      firstName: 'Tom',
      sectors: ['Primary school', 'Kindergarten'],
    }),
  });
  const text = String(composeAgencyMail(application, [], settings).text);
  expect(text).toContain(
    'First name: Tom\nID number: X1\nSectors: Primary school, Kindergarten\nVacancy applied for: hk-1\n',
  );
  expect(String(composeAgencyMail(row(), [], settings).text)).toContain('Message: Subject: spam');
});
