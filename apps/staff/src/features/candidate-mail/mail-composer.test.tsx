import type { MailComposerAnswer } from '@agency/forms/candidate-mail';
import type { CandidateRecord } from '@agency/forms/pipeline';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderAt, stubApi } from '../../lib/test-support.tsx';
import { CandidatePage } from '../candidates/candidate-page.tsx';

const NOW = Date.now();
const record = (timeline: CandidateRecord['timeline'] = []): CandidateRecord => ({
  id: 5,
  name: 'Lin Chen',
  emails: ['lin@example.com'],
  phone: null,
  nationality: null,
  owner: null,
  tags: [],
  followUpOn: null,
  cards: [],
  merged: [],
  possibleDuplicates: [],
  timeline,
});
const composer: MailComposerAnswer = {
  language: 'zh-Hant',
  templates: [
    {
      key: 'interview-invitation',
      purpose: 'interview-invitation',
      name: { en: 'Interview invitation', 'zh-Hant': '面試邀請' },
    },
    {
      key: 'not-progressed',
      purpose: 'not-progressed',
      name: { en: 'Not progressed', 'zh-Hant': '申請未獲進一步處理' },
    },
  ],
  about: [
    { reference: 'APP-2026-000020', vacancy: 'net-kowloon', email: 'lin@example.com' },
    { reference: 'APP-2026-000011', vacancy: null, email: 'lin@example.com' },
  ],
};
const common = {
  'GET /vacancy-titles': { titles: { 'net-kowloon': { en: 'NET in Kowloon', 'zh-Hant': '九龍英語教師' } } },
  'GET /vacancies': { vacancies: ['net-kowloon'] },
  'GET /staff-members': [],
  'GET /candidates/5/mail': composer,
  'POST /candidates/5/mail/draft': (call: { body: unknown }) => ({
    subject: `Draft of ${(call.body as { template: string }).template}: {interviewTime}`,
    body: 'Dear Lin,\n\nAt {interviewTime}.\n\nAmy',
  }),
};
const open = (address: string, lang: 'en' | 'zh-Hant' = 'en') =>
  renderAt(address, [{ path: '/candidates/:id', element: <CandidatePage /> }], lang);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

test('the offer after a move opens the interview template, in the candidate’s language, for that card', async () => {
  const calls = stubApi({
    ...common,
    'GET /candidates/5': record(),
    'POST /candidates/5/mail': { mail: 3, sendAt: NOW },
  });
  open('/candidates/5?mail=interview-invitation&about=APP-2026-000011');
  const panel = await screen.findByRole('region', { name: 'Write to the candidate' });
  const subject = await within(panel).findByDisplayValue('Draft of interview-invitation: {interviewTime}');
  expect(subject).toBeTruthy();
  expect(calls).toContainEqual({
    method: 'POST',
    route: '/candidates/5/mail/draft',
    body: { template: 'interview-invitation', language: 'zh-Hant', reference: 'APP-2026-000011' },
  });
  expect((within(panel).getByLabelText(/Chinese \(Traditional\)/) as HTMLInputElement).checked).toBe(true);
  const user = userEvent.setup();
  // {interviewTime} is in the text: the time is asked for, and sending without it is refused here.
  await user.click(within(panel).getByRole('button', { name: 'Send' }));
  expect(
    within(panel).getAllByText('Give the interview time: the text uses {interviewTime}.').length,
  ).toBeGreaterThan(0);
  expect(calls.some((c) => c.method === 'POST' && c.route === '/candidates/5/mail')).toBe(false);
  await user.type(within(panel).getByLabelText('Interview time'), 'Tue 8 Dec, 3 pm');
  await user.click(within(panel).getByRole('button', { name: 'Send' }));
  await within(panel).findByText('The e-mail is on its way. It shows in the timeline with its delivery.');
  expect(calls).toContainEqual({
    method: 'POST',
    route: '/candidates/5/mail',
    body: {
      reference: 'APP-2026-000011',
      language: 'zh-Hant',
      subject: 'Draft of interview-invitation: {interviewTime}',
      body: 'Dear Lin,\n\nAt {interviewTime}.\n\nAmy',
      template: 'interview-invitation',
      interviewTime: 'Tue 8 Dec, 3 pm',
      delayHours: 0,
    },
  });
}, 20_000);

test('a placeholder the server cannot fill is named on the text, in Chinese; "not progressed" waits 24 hours', async () => {
  const calls = stubApi({
    ...common,
    'GET /candidates/5': record(),
    'POST /candidates/5/mail/preview': {
      __status: 400,
      json: { message: '{firstName} has no value', field: 'firstName' },
    },
  });
  open('/candidates/5', 'zh-Hant');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '撰寫電郵' }));
  const panel = screen.getByRole('region', { name: '寫信給候選人' });
  await user.selectOptions(await within(panel).findByLabelText('範本'), 'not-progressed');
  expect((within(panel).getByLabelText('延後發送（小時）') as HTMLInputElement).value).toBe('24');
  await within(panel).findByDisplayValue('Draft of not-progressed: {interviewTime}');
  await user.type(within(panel).getByLabelText('面試時間'), '12月8日');
  await user.click(within(panel).getByRole('button', { name: '預覽' }));
  await waitFor(() =>
    expect(
      within(panel).getAllByText('候選人沒有提供名字：請以其名字取代 {firstName}。').length,
    ).toBeGreaterThan(0),
  );
  const preview = calls.find((c) => c.route === '/candidates/5/mail/preview');
  expect(preview?.body).toMatchObject({ template: 'not-progressed', delayHours: 24, language: 'zh-Hant' });
}, 20_000);

test('a held-back mail on the timeline shows when it goes and can be cancelled', async () => {
  const mailed: CandidateRecord['timeline'][number] = {
    type: 'event',
    at: NOW,
    actor: 'Amy Wong',
    action: 'mailed',
    reference: 'APP-2026-000020',
    detail: {
      mail: 3,
      subject: 'Your application',
      body: 'Dear Lin,\n\nThank you.',
      language: 'en',
      template: 'not-progressed',
      state: 'scheduled',
      sendAt: NOW + 86_400_000,
    },
  };
  const calls = stubApi({
    ...common,
    'GET /candidates/5': record([mailed]),
    'POST /candidates/5/mails/3/cancel': { ok: true },
  });
  open('/candidates/5');
  const timeline = await screen.findByRole('list', { name: 'Timeline' });
  expect(await within(timeline).findByText(/Amy Wong e-mailed “Your application” \(English\)/)).toBeTruthy();
  expect(within(timeline).getByText(/^Waiting: goes on/)).toBeTruthy();
  const user = userEvent.setup();
  await user.click(within(timeline).getByRole('button', { name: /^Cancel this e-mail/ }));
  await within(timeline).findByText('The e-mail was cancelled: it will not be sent.');
  expect(calls).toContainEqual({ method: 'POST', route: '/candidates/5/mails/3/cancel', body: undefined });
});
