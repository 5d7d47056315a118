// Every mail the agency sends, as the mail worker sends it, comes from the agency's name with the agency as
// Reply-To, and every mail to a teacher or applicant has a subject that opens with that name (issue 42, item 6):
// acknowledgement, status link, draft link, job-alert confirmation and digest.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { recordAnnouncements, runDigests } from '../alerts/alert-digest.ts';
import { queueAlertMails } from '../alerts/alert-outbox.ts';
import { forcedSlot } from '../alerts/alert-schedule.ts';
import { alertVacancy, confirmedAlertRow } from '../alerts/test-support/alert-rows.ts';
import { parseMail, type ParsedMail } from '../test-support/mime.ts';
import { postForm } from '../test-support/requests.ts';
import { startMailingTestServer, type SmtpSink } from '../test-support/smtp-sink.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { enquiryFields } from '../test-support/wire-bodies.ts';

let server: TestServer;
let smtp: SmtpSink;
let close: () => Promise<void>;
beforeAll(async () => ({ server, smtp, close } = await startMailingTestServer()));
afterAll(() => close());

const AGENCY = { en: 'Harbourline ESL Recruitment', 'zh-Hant': '海港英語教師招聘' };
const AGENCY_ADDRESS = 'recruitment@harbourline-esl.com';

const formPost = (path: string, body: URLSearchParams | FormData) =>
  fetch(`${server.url}/${path}`, { method: 'POST', headers: { origin: server.origin }, body });
const formFields = (fields: Record<string, string>) =>
  new URLSearchParams({
    idempotency_key: crypto.randomUUID(),
    form_started_at: String(Date.now() - 10_000),
    company_website: '',
    ...fields,
  });

async function mailsTo(address: string, count: number): Promise<ParsedMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = smtp.messages.filter((m) => m.to.includes(address));
    if (found.length >= count || Date.now() > deadline)
      return Promise.all(found.map((m) => parseMail(m.raw)));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('every mail comes from the agency, replies reach the agency, subjects name it', async () => {
  const teacher = 'mei.sender@example.com';
  expect((await postForm(server, 'enquiry', enquiryFields({ email: teacher }))).status).toBe(200);
  expect((await formPost('status', formFields({ email: teacher, reference: '', lang: 'en' }))).status).toBe(
    200,
  );
  const draft = new FormData();
  draft.append('form_started_at', String(Date.now() - 10_000));
  draft.append('company_website', '');
  draft.append('lang', 'zh-Hant');
  draft.append('variant', 'teach-abroad');
  draft.append('values', JSON.stringify({ firstName: 'Mei', email: teacher }));
  expect((await formPost('draft', draft)).status).toBe(200);
  const alert = formFields({ email: teacher, regions: 'macau', sectors: 'any', employmentTypes: 'any' });
  alert.append('frequency', 'daily');
  alert.append('lang', 'en');
  expect((await formPost('alert', alert)).status).toBe(200);

  // A digest to a confirmed alert, as the scheduler queues it.
  const at = Date.now();
  await server.database.db
    .insertInto('alerts')
    .values(confirmedAlertRow(1, at - 1000))
    .execute();
  const vacancy = alertVacancy({ slug: 'primary-net-taipa' });
  await recordAnnouncements(server.database, [vacancy], at);
  await runDigests(server.database, forcedSlot('daily', at + 1), [vacancy], {
    now: () => at + 1,
    queueDigests: (tx, digests) =>
      queueAlertMails(
        tx,
        digests.map((d) => ({ alertId: d.alertId, purpose: 'alert-digest' as const, digestId: d.digestId })),
        at + 1,
      ),
  });

  const toTeacher = await mailsTo(teacher, 4);
  const [digest] = await mailsTo('teacher1@example.com', 1);
  const [agencyCopy] = await mailsTo('office@agency.example.com', 1);
  const kinds = [...toTeacher, digest!].map(
    (mail) => mail.headers.get('x-alert-mail') ?? mail.headers.get('x-draft-mail') ?? mail.subject,
  );
  expect(kinds).toHaveLength(5);
  for (const mail of [...toTeacher, digest!]) {
    const lang = /[\u4e00-\u9fff]/.test(mail.subject.slice(0, AGENCY['zh-Hant'].length)) ? 'zh-Hant' : 'en';
    expect(mail.from, mail.subject).toEqual({ name: AGENCY[lang], address: 'forms@agency.example.com' });
    expect(mail.headers.get('reply-to'), mail.subject).toBe(AGENCY_ADDRESS);
    expect(
      mail.subject.startsWith(lang === 'en' ? `${AGENCY.en}: ` : `${AGENCY['zh-Hant']}：`),
      mail.subject,
    ).toBe(true);
  }
  expect(agencyCopy!.from.name).toBe(AGENCY.en);
});
