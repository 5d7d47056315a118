// The inbox read routes against submissions sent through the real forms endpoints.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fieldLabel, type InboxPage, type SubmissionDetail, type VacancyTitles } from '@agency/forms';
import { postForm, uploadCv } from '../test-support/requests.ts';
import { pdfBytes } from '../test-support/sample-files.ts';
import { applicationFields, enquiryFields } from '../test-support/wire-bodies.ts';
import { attachmentHeader } from './routes/inbox-routes.ts';
import { startStaffServer, type StaffTestServer } from '../test-support/staff-server.ts';

let server: StaffTestServer;
let cookie: string;
let applicationRef: string;
let enquiryRef: string;
const cv = pdfBytes();

beforeAll(async () => {
  server = await startStaffServer();
  cookie = await server.signIn();
  const upload = await uploadCv(server, [{ name: '履歷 Tom Baker.pdf', bytes: cv }]);
  const fileName = String((upload.body.data as { fileName: string }).fileName);
  const application = await postForm(
    server,
    'application',
    applicationFields(fileName, {
      sectors: ['Kindergarten'],
      functions: ['Native English teacher'],
      vacancy: 'kg-teacher-tsuen-wan',
    }),
  );
  expect(application.status, JSON.stringify(application.body)).toBe(200);
  applicationRef = String(application.body.reference);
  enquiryRef = String((await postForm(server, 'enquiry', enquiryFields())).body.reference);
});
afterAll(() => server.close());

const get = async <T>(route: string) => {
  const response = await server.call('GET', route, { cookie });
  expect(response.status, route).toBe(200);
  return (await response.json()) as T;
};

test('the list shows the newest first, 25 a page, with name, e-mail, status and deletion date', async () => {
  const page = await get<InboxPage>('/submissions');
  expect(page.total).toBe(2);
  expect(page.pageSize).toBe(25);
  expect(page.submissions.map((s) => s.reference)).toEqual([enquiryRef, applicationRef]);
  const [enquiry] = page.submissions;
  expect(enquiry).toMatchObject({
    kind: 'enquiry',
    name: 'Mei Chan',
    email: 'mei.chan@example.com',
    status: 'new',
  });
  expect(enquiry!.deletesAt).toBe(enquiry!.receivedAt + 730 * 24 * 60 * 60 * 1000);
});

test('filters by kind, status, vacancy and date; searches reference, name and e-mail', async () => {
  const refs = async (query: string) =>
    (await get<InboxPage>(`/submissions?${query}`)).submissions.map((s) => s.reference);
  expect(await refs('kind=application')).toEqual([applicationRef]);
  expect(await refs('status=new&kind=enquiry')).toEqual([enquiryRef]);
  expect(await refs('status=placed')).toEqual([]);
  expect(await refs('vacancy=kg-teacher-tsuen-wan')).toEqual([applicationRef]);
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  expect(await refs(`from=${today}&to=${today}`)).toHaveLength(2);
  expect(await refs('to=2020-01-01')).toEqual([]);
  expect(await refs(`q=${applicationRef.slice(-6)}`)).toEqual([applicationRef]);
  expect(await refs('q=tom%20bak')).toEqual([applicationRef]);
  expect(await refs('q=MEI.CHAN@')).toEqual([enquiryRef]);
  expect(await refs('q=100%25')).toEqual([]); // % is a character to find, not a wildcard
  expect((await get<{ vacancies: string[] }>('/vacancies')).vacancies).toEqual(['kg-teacher-tsuen-wan']);
  const bad = await server.call('GET', '/submissions?from=2026-02-30', { cookie });
  expect(bad.status).toBe(400);
  expect((await bad.json()).message).toBe('The from date must be a date like 2026-11-23.');
});

test('the detail has every field by its form field name, the CV files, mail state and notes', async () => {
  const detail = await get<SubmissionDetail>(`/submissions/${applicationRef}`);
  expect(detail.fields[0]).toEqual({ field: 'firstName', value: 'Tom' });
  expect(detail.fields.map((f) => f.field)).toEqual(
    expect.arrayContaining(['surname', 'idNo', 'sectors', 'vacancy']),
  );
  expect(detail.fields.map((f) => f.field)).not.toContain('fileName');
  // The language the applicant used comes last, under a label of its own (never its key).
  expect(detail.fields.at(-1)).toEqual({ field: 'language', value: expect.stringMatching(/^(en|zh-Hant)$/) });
  expect(fieldLabel('application', 'language', 'en')).toBe('Language used');
  expect(fieldLabel('enquiry', 'language', 'zh-Hant')).toBe('使用語言');
  expect(detail.files).toEqual([
    { id: expect.any(String), name: '履歷 Tom Baker.pdf', type: 'pdf', size: cv.length },
  ]);
  expect(detail.mail.map((m) => m.purpose)).toEqual(['agency', 'acknowledgement']);
  expect(detail.statuses[0]).toBe('applied');
  const enquiry = await get<SubmissionDetail>(`/submissions/${enquiryRef}`);
  expect(enquiry.fields.find((f) => f.field === 'message')?.value).toContain('two native English teachers');
  expect(enquiry.statuses).toEqual(['new', 'replied', 'closed']);
});

test('names vacancies by their titles in both languages, filled ones too (never slugs)', async () => {
  const { titles } = await get<{ titles: VacancyTitles }>('/vacancy-titles');
  expect(titles['kindergarten-english-teacher-tseung-kwan-o']).toEqual({
    en: 'Kindergarten English Teacher, Tseung Kwan O',
    'zh-Hant': '幼稚園英語教師（將軍澳）',
  });
  expect(Object.keys(titles)).toHaveLength(4);
});

test('an unknown reference is a 404', async () => {
  const response = await server.call('GET', '/submissions/APP-2026-999999', { cookie });
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({
    status: 404,
    message: 'There is no submission with this reference.',
  });
});

test('a CV downloads byte-identical, as an attachment, nosniff, with a safe encoded name', async () => {
  const detail = await get<SubmissionDetail>(`/submissions/${applicationRef}`);
  const response = await server.call('GET', `/submissions/${applicationRef}/files/${detail.files[0]!.id}`, {
    cookie,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="__ Tom Baker.pdf"; filename*=UTF-8''${encodeURIComponent('履歷 Tom Baker.pdf')}`,
  );
  expect(Buffer.from(await response.arrayBuffer()).equals(cv)).toBe(true);
  const other = await server.call('GET', `/submissions/${enquiryRef}/files/${detail.files[0]!.id}`, {
    cookie,
  });
  expect(other.status).toBe(404);
});

test('download names cannot break out of the header', () => {
  expect(attachmentHeader('a"\r\nSet-Cookie: x=1.pdf')).toBe(
    `attachment; filename="aSet-Cookie x=1.pdf"; filename*=UTF-8''aSet-Cookie%20x%3D1.pdf`,
  );
  expect(attachmentHeader("../../etc/pass'wd.doc")).toBe(
    `attachment; filename="pass'wd.doc"; filename*=UTF-8''pass%27wd.doc`,
  );
});
