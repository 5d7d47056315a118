// Mail from the candidate record against the real server: a template filled from the candidate, the card's vacancy
// and the staff member; a placeholder without a value refused; From the agency, Reply-To the staff member; a mail
// held back and cancelled never goes; the audit log holds ids only; erasure takes the mails with the submission.
import fs from 'node:fs';
import path from 'node:path';
import type { CandidateRecord } from '@agency/forms';
import type { MailComposerAnswer, MailDraftAnswer, MailPreviewAnswer } from '@agency/forms/candidate-mail';
import { expect, test } from 'vitest';
import { parseMail } from '../../test-support/mime.ts';
import { STAFF_EMAIL } from '../../test-support/staff-server.ts';
import { eventually } from '../../test-support/test-server.ts';
import {
  candidateOf,
  forVacancy,
  postApplication,
  signedInStaffServer,
} from '../test-support/recruiting-server.ts';

const staff = signedInStaffServer();

const mailsTo = async (address: string) => {
  const dir = staff.server.layout.mailDir;
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];
  const mails = await Promise.all(
    names.map(async (name) => parseMail(fs.readFileSync(path.join(dir, name)))),
  );
  return mails.filter((mail) => mail.to.includes(address));
};

async function chineseApplicant(email: string) {
  const reference = await postApplication(staff.server, { email, lang: 'zh-Hant', ...forVacancy() });
  return { reference, id: await candidateOf(staff.server, reference) };
}

const mailEvents = async (id: number) =>
  (await staff.call<CandidateRecord>('GET', `/candidates/${id}`)).body.timeline.filter(
    (item) => item.type === 'event' && item.action === 'mailed',
  );

test('the interview template, in Chinese, filled from the candidate, the vacancy and the staff member', async () => {
  const { reference, id } = await chineseApplicant('lin.chen@example.com');
  const composer = await staff.call<MailComposerAnswer>('GET', `/candidates/${id}/mail`);
  expect(composer.status).toBe(200);
  expect(composer.body.language).toBe('zh-Hant');
  expect(composer.body.templates.map((t) => t.purpose).sort()).toEqual([
    'interview-invitation',
    'more-documents',
    'not-progressed',
    'offer',
    'screening-call',
  ]);
  expect(composer.body.about).toEqual([
    { reference, vacancy: 'primary-school-english-teacher-sha-tin', email: 'lin.chen@example.com' },
  ]);

  const draft = await staff.call<MailDraftAnswer>('POST', `/candidates/${id}/mail/draft`, {
    template: 'interview-invitation',
    language: 'zh-Hant',
    reference,
  });
  expect(draft.status).toBe(200);
  // Known values are filled; the interview time is left for staff to give.
  expect(draft.body.subject).toMatch(/面試：\{interviewTime\}$/);
  expect(draft.body.body).toContain('Tom您好');
  expect(draft.body.body).toContain('香港');
  expect(draft.body.body).toContain('Amy Wong 謹啟');
  expect(draft.body.body).not.toMatch(/\{(firstName|vacancyTitle|schoolRegion|staffName)\}/);

  const mail = { reference, language: 'zh-Hant', template: 'interview-invitation', ...draft.body };
  const refused = await staff.call('POST', `/candidates/${id}/mail`, mail);
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({
    field: 'interviewTime',
    message: expect.stringContaining('{interviewTime}'),
  });
  expect(await staff.server.query('SELECT id FROM candidate_mails')).toHaveLength(0);

  const withTime = { ...mail, interviewTime: '12月8日 星期二 15:00' };
  const preview = await staff.call<MailPreviewAnswer>('POST', `/candidates/${id}/mail/preview`, withTime);
  expect(preview.status).toBe(200);
  expect(preview.body).toMatchObject({ to: 'lin.chen@example.com', replyTo: STAFF_EMAIL });
  expect(preview.body.html).toContain('12月8日 星期二 15:00');

  const sent = await staff.call<{ mail: number }>('POST', `/candidates/${id}/mail`, withTime);
  expect(sent.status).toBe(200);
  const [arrived] = await eventually(async () => {
    const found = await mailsTo('lin.chen@example.com');
    return found.some((m) => m.subject.includes('面試')) && found.filter((m) => m.subject.includes('面試'));
  });
  expect(arrived!.subject).toContain('12月8日 星期二 15:00');
  expect(arrived!.headers.get('reply-to')).toContain(STAFF_EMAIL);
  expect(arrived!.from.name).toBeTruthy();
  expect(arrived!.from.address).not.toBe(STAFF_EMAIL);
  expect(arrived!.text).toContain('Tom您好');
  expect(arrived!.html).toContain('lang="zh-Hant"');

  const [event] = await eventually(async () => {
    const events = await mailEvents(id);
    return events[0]?.type === 'event' && events[0].detail.state === 'sent' && events;
  });
  expect(event).toMatchObject({
    actor: 'Amy Wong',
    reference,
    detail: { mail: sent.body.mail, template: 'interview-invitation', language: 'zh-Hant', state: 'sent' },
  });
  // The audit log: ids and the template's key, never the subject or the text.
  const audit = await staff.server.query<{ detail: string }>(
    "SELECT detail FROM audit_log WHERE action = 'mailed-candidate'",
  );
  expect(JSON.parse(audit[0]!.detail)).toEqual({
    candidate: id,
    mail: sent.body.mail,
    template: 'interview-invitation',
  });
});

test('bad input and a mail about someone else are refused with the field named', async () => {
  const { reference, id } = await chineseApplicant('rui.ho@example.com');
  const other = await chineseApplicant('kit.ma@example.com');
  const base = { reference, language: 'en', template: null, subject: 'Hello', body: 'Dear {firstName},' };
  const cases: [Record<string, unknown>, string][] = [
    [{ subject: '' }, 'subject'],
    [{ subject: 'Two\nlines' }, 'subject'],
    [{ body: '  ' }, 'body'],
    [{ language: 'fr' }, 'language'],
    [{ reference: other.reference }, 'reference'],
    [{ template: 'no-such-template' }, 'template'],
    [{ delayHours: 1000 }, 'delayHours'],
    [{ body: 'At {interviewTime}' }, 'interviewTime'],
  ];
  for (const [change, field] of cases) {
    const answer = await staff.call('POST', `/candidates/${id}/mail`, { ...base, ...change });
    expect([answer.status, answer.body.field]).toEqual([400, field]);
  }
  // A mail written freely, with the applicant's own placeholder filled.
  const free = await staff.call<MailPreviewAnswer>('POST', `/candidates/${id}/mail/preview`, base);
  expect(free.body.text).toContain('Dear Tom,');
});

test('a held-back mail is not sent, and once cancelled the worker never sends it', async () => {
  const { reference, id } = await chineseApplicant('held.back@example.com');
  const sent = await staff.call<{ mail: number; sendAt: number }>('POST', `/candidates/${id}/mail`, {
    reference,
    language: 'en',
    template: 'not-progressed',
    subject: 'Your application for {vacancyTitle}',
    body: 'Dear {firstName},\n\nThank you.',
    delayHours: 24,
  });
  expect(sent.status).toBe(200);
  expect(sent.body.sendAt).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  await eventually(async () => (await mailEvents(id))[0]?.type === 'event');
  const [event] = await mailEvents(id);
  expect(event!.type === 'event' && event!.detail.state).toBe('scheduled');

  const cancelled = await staff.call('POST', `/candidates/${id}/mails/${sent.body.mail}/cancel`);
  expect(cancelled.status).toBe(200);
  const again = await staff.call('POST', `/candidates/${id}/mails/${sent.body.mail}/cancel`);
  expect(again.status).toBe(409);
  const [row] = await staff.server.query<{ status: string; payload: string | null }>(
    "SELECT status, payload FROM outbox WHERE purpose = 'candidate-mail' AND submission_id = (SELECT id FROM submissions WHERE reference = ?)",
    reference,
  );
  expect(row).toEqual({ status: 'cancelled', payload: null });
  // Even when its time comes, a cancelled mail stays unsent.
  await staff.server.query(
    "UPDATE outbox SET next_attempt_at = 0 WHERE purpose = 'candidate-mail' AND status = 'cancelled'",
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await mailsTo('held.back@example.com')).toEqual(
    expect.not.arrayContaining([
      expect.objectContaining({ subject: expect.stringContaining('Your application') }),
    ]),
  );
  const record = (await staff.call<CandidateRecord>('GET', `/candidates/${id}`)).body;
  const states = record.timeline.flatMap((item) =>
    item.type === 'event' && (item.action === 'mailed' || item.action === 'mail-cancelled')
      ? [item.action, item.detail.state]
      : [],
  );
  expect(states).toEqual(['mail-cancelled', 'cancelled', 'mailed', 'cancelled']);
});

test('a mail a worker has claimed is being sent: cancelling it is refused and changes nothing', async () => {
  const { reference, id } = await chineseApplicant('claimed@example.com');
  const sent = await staff.call<{ mail: number }>('POST', `/candidates/${id}/mail`, {
    reference,
    language: 'en',
    template: null,
    subject: 'Hello',
    body: 'Hello {firstName}',
    delayHours: 2,
  });
  await staff.server.query(
    'UPDATE outbox SET claimed_until = ? WHERE id = (SELECT outbox_id FROM candidate_mails WHERE id = ?)',
    Date.now() + 60_000,
    sent.body.mail,
  );
  const answer = await staff.call('POST', `/candidates/${id}/mails/${sent.body.mail}/cancel`);
  expect(answer.status).toBe(409);
  const [row] = await staff.server.query<{ status: string }>(
    'SELECT o.status FROM outbox o JOIN candidate_mails m ON m.outbox_id = o.id WHERE m.id = ?',
    sent.body.mail,
  );
  expect(row!.status).toBe('pending');
});

test('erasing the submission erases its mails, queued or sent', async () => {
  const { reference, id } = await chineseApplicant('erase.me@example.com');
  for (const delayHours of [0, 24])
    await staff.call('POST', `/candidates/${id}/mail`, {
      reference,
      language: 'zh-Hant',
      template: null,
      subject: '您好',
      body: '{firstName}您好',
      delayHours,
    });
  expect(await staff.server.query('SELECT id FROM candidate_mails WHERE candidate_id = ?', id)).toHaveLength(
    2,
  );
  const erased = await staff.server.call('DELETE', `/submissions/${reference}`, { cookie: staff.cookie });
  expect(erased.status).toBe(200);
  expect(await staff.server.query('SELECT id FROM candidate_mails WHERE candidate_id = ?', id)).toHaveLength(
    0,
  );
  expect(
    await staff.server.query(
      "SELECT id FROM outbox WHERE purpose = 'candidate-mail' AND payload LIKE '%erase.me%'",
    ),
  ).toHaveLength(0);
});
