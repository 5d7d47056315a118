import nodemailer, { type SendMailOptions } from 'nodemailer';
import { expect, test } from 'vitest';
import { createDiskCvStorage } from '../uploads/disk-cv-storage.ts';
import type { MailFacts } from './compose-message.ts';
import {
  composeAcknowledgement,
  composeAgencyMail,
  hongKongTime,
  safeMailbox,
  type SubmissionRow,
} from './compose-message.ts';

const settings = {
  mailTo: 'office@agency.example.com',
  mailFrom: 'forms@agency.example.com',
  cvs: createDiskCvStorage('/nowhere'),
};
const facts: MailFacts = {
  agency: {
    origin: 'https://www.agency.example.com',
    brand: {
      name: { en: 'Harbourline ESL Recruitment', 'zh-Hant': '海港英語教師招聘' },
      siteUrl: 'https://www.agency.example.com',
      phone: '+852 3618 7240',
      email: 'recruitment@agency.example.com',
      privacyEmail: 'recruitment@agency.example.com',
      licence: { en: 'Employment agency licence no. 1234', 'zh-Hant': '職業介紹所牌照號碼 1234' },
    },
    vacancy: async () => null,
  },
  vacancy: null,
};
const withVacancy: MailFacts = {
  ...facts,
  vacancy: {
    title: { en: 'Kindergarten English Teacher, Tseung Kwan O', 'zh-Hant': '幼稚園英語教師（將軍澳）' },
    url: {
      en: 'https://www.agency.example.com/Vacancies/kg-tko',
      'zh-Hant': 'https://www.agency.example.com/zh-hant/Vacancies/kg-tko',
    },
  },
};
const row = (overrides: Partial<SubmissionRow> = {}): SubmissionRow => ({
  id: 1,
  kind: 'enquiry',
  reference: 'ENQ-2026-000001',
  email: 'mei@example.com',
  data: JSON.stringify({ firstName: 'Mei\r\nBcc: victim@example.com', message: 'Subject: spam' }),
  created_at: Date.UTC(2026, 10, 22, 6, 5),
  ...overrides,
});
const application = (data: Record<string, unknown>) =>
  row({ kind: 'application', reference: 'APP-2026-K7Q2M9', data: JSON.stringify(data) });

async function headersOf(message: SendMailOptions): Promise<string> {
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(message);
  const raw = (info.message as Buffer).toString('utf8');
  return raw.slice(0, raw.indexOf('\r\n\r\n'));
}

test('input reaches the body only: the subject is built from the reference, no injected header', async () => {
  const headers = await headersOf(composeAgencyMail(row(), [], settings, facts));
  expect(headers).toMatch(/^Subject: New enquiry ENQ-2026-000001$/m);
  expect(headers).not.toMatch(/^Bcc:/im);
  expect(headers).toMatch(/^Reply-To: mei@example.com$/m);
});

test('an address that is really a list gets no acknowledgement and no Reply-To', async () => {
  const listy = row({ email: 'a,victim@example.com' });
  expect(safeMailbox(listy.email)).toBeNull();
  expect(composeAcknowledgement(listy, settings, facts)).toBeNull();
  expect(await headersOf(composeAgencyMail(listy, [], settings, facts))).not.toMatch(/^Reply-To:/m);
  expect(composeAcknowledgement(row(), settings, facts)?.to).toEqual({
    name: '',
    address: 'mei@example.com',
  });
});

test('the acknowledgement is in the applicant’s language first, names the agency, vacancy and reference', () => {
  const english = composeAcknowledgement(
    application({ firstName: 'Alex', language: 'en' }),
    settings,
    withVacancy,
  );
  const text = String(english?.text);
  expect(text.indexOf('We have received your application')).toBeLessThan(text.indexOf('我們已收到您的申請'));
  expect(text).toContain(
    'Thank you for applying to Harbourline ESL Recruitment for the vacancy “Kindergarten English Teacher, Tseung Kwan O”.',
  );
  expect(text).toContain('Reference: APP-2026-K7Q2M9');
  expect(text).toContain('What happens next');
  expect(text).toContain('within 5 working days');
  expect(text).toContain('write to recruitment@agency.example.com');
  expect(english?.subject).toBe(
    'Harbourline ESL Recruitment: We have received your application (APP-2026-K7Q2M9)',
  );
  expect(english?.replyTo).toBe('recruitment@agency.example.com');
  expect(english?.from).toEqual({ name: 'Harbourline ESL Recruitment', address: 'forms@agency.example.com' });
  expect(String(english?.html)).toContain('<html lang="en">');

  const chinese = composeAcknowledgement(
    application({ firstName: 'Mei', language: 'zh-Hant' }),
    settings,
    withVacancy,
  );
  const zhText = String(chinese?.text);
  expect(zhText.indexOf('我們已收到您的申請')).toBeLessThan(
    zhText.indexOf('We have received your application'),
  );
  expect(zhText).toContain('感謝您向海港英語教師招聘申請「幼稚園英語教師（將軍澳）」職位。');
  expect(zhText).toContain('參考編號: APP-2026-K7Q2M9');
  expect(chinese?.subject).toBe('海港英語教師招聘：我們已收到您的申請（APP-2026-K7Q2M9）');
  expect(String(chinese?.html)).toContain('<html lang="zh-Hant">');
  expect(String(chinese?.html)).toContain('href="https://www.agency.example.com/zh-hant/Vacancies/kg-tko"');
});

test('an enquiry is acknowledged as an enquiry; the applicant’s input is escaped in the HTML', () => {
  const enquiry = composeAcknowledgement(
    row({ data: JSON.stringify({ firstName: '<b>Mei</b>', language: 'en' }) }),
    settings,
    facts,
  );
  expect(String(enquiry?.text)).toContain('Thank you for your enquiry to Harbourline ESL Recruitment.');
  expect(String(enquiry?.text)).not.toContain('received your application');
  expect(String(enquiry?.html)).toContain('Dear &lt;b&gt;Mei&lt;/b&gt;,');
  expect(String(enquiry?.html)).not.toContain('<b>Mei</b>');
});

test('the agency copy: phone as typed with +, vacancy title and link, Hong Kong time, staff link, no ids', () => {
  const mail = composeAgencyMail(
    application({
      firstName: 'Alex',
      surname: 'Morgan',
      phone: '+447700900123',
      email: 'alex@example.com',
      vacancy: 'kg-tko',
      fileName: 'cv-3f9a0c1b2d',
      language: 'zh-Hant',
      sectors: ['Primary school', 'Kindergarten'],
    }),
    [],
    settings,
    withVacancy,
  );
  const text = String(mail.text);
  expect(text).toContain('Phone: +447700900123');
  expect(String(mail.html)).toContain('href="tel:+447700900123"');
  expect(String(mail.html)).toContain('href="mailto:alex@example.com"');
  expect(text).toContain('Vacancy: Kindergarten English Teacher, Tseung Kwan O');
  expect(text).toContain('https://www.agency.example.com/Vacancies/kg-tko');
  expect(text).toContain('Received: Sun, 22 Nov 2026, 14:05 (Hong Kong time)');
  expect(text).toContain('https://www.agency.example.com/staff/submissions/APP-2026-K7Q2M9');
  expect(text).toContain("Applicant's language: Chinese (中文)");
  expect(text).toContain('Sectors: Primary school, Kindergarten');
  expect(text).not.toContain('cv-3f9a0c1b2d');
  expect(text).not.toContain('CV upload id');
  expect(text).not.toMatch(/T\d\d:\d\d:\d\d/);
  expect(mail.subject).toBe('New application APP-2026-K7Q2M9: Kindergarten English Teacher, Tseung Kwan O');
  expect(String(composeAgencyMail(row(), [], settings, facts).text)).toContain('Message: Subject: spam');
});

test('Hong Kong time in both languages', () => {
  expect(hongKongTime(Date.UTC(2026, 10, 22, 16, 30), 'en')).toBe('Mon, 23 Nov 2026, 00:30 (Hong Kong time)');
  expect(hongKongTime(Date.UTC(2026, 10, 22, 16, 30), 'zh-Hant')).toMatch(
    /^2026年11月23日.*00:30（香港時間）$/,
  );
});
