import type { SubmissionDetail } from '@agency/forms/inbox';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderAt, stubApi } from '../../lib/test-support.tsx';
import { SubmissionPage } from './submission-page.tsx';

const detail: SubmissionDetail = {
  reference: 'APP-2026-000010',
  kind: 'application',
  receivedAt: Date.UTC(2026, 10, 20, 2),
  name: 'Ana Silva',
  email: 'ana@example.com',
  status: 'applied',
  vacancy: null,
  retained: false,
  deletesAt: null,
  erasureRequestedAt: null,
  candidateId: 5,
  fields: [
    { field: 'firstName', value: 'Ana' },
    { field: 'nationality', value: 'United Kingdom' },
    { field: 'maritalStatus', value: 'Married' },
    { field: 'educationLevel', value: "Bachelor's degree" },
    { field: 'teflCertificateHeld', value: 'Yes' },
    { field: 'careerLevel', value: 'Up to 2 years' },
    { field: 'locationInterestedIn', value: 'Macau' },
    { field: 'sectors', value: ['Kindergarten', 'Primary school'] },
    { field: 'message', value: 'Bachelor of Arts' },
  ],
  files: [],
  mail: [],
  notes: [],
  statuses: ['applied'],
};

const answers = {
  'GET /submissions/APP-2026-000010': detail,
  'GET /audit': { entries: [] },
  'GET /vacancy-titles': { titles: {} },
};
const open = (lang: 'en' | 'zh-Hant') =>
  renderAt(
    '/submissions/APP-2026-000010',
    [{ path: '/submissions/:reference', element: <SubmissionPage /> }],
    lang,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

test('in Chinese the stored answers read in Chinese; free text stays as written', async () => {
  stubApi(answers);
  open('zh-Hant');
  const details = await screen.findByRole('region', { name: '資料' });
  const answer = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
  expect(answer('國籍')).toBe('英國');
  expect(answer('婚姻狀況')).toBe('已婚');
  expect(answer('教育程度')).toBe('學士學位');
  expect(answer('持有 TEFL 證書')).toBe('有');
  expect(answer('教學經驗')).toBe('最多 2 年經驗');
  expect(answer('有意工作地點')).toBe('澳門');
  expect(answer('教育界別')).toBe('幼稚園、小學');
  expect(answer('訊息')).toBe('Bachelor of Arts');
  expect(screen.getByRole('link', { name: '應徵者紀錄' }).getAttribute('href')).toBe('/candidates/5');
});

test('the status list is the pipeline; rejecting asks for a reason and ends the card', async () => {
  const calls = stubApi({ ...answers, 'POST /cards/APP-2026-000010/end': {} });
  open('en');
  const user = userEvent.setup();
  const select = await screen.findByLabelText('Change status');
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([
    'Applied',
    'Screening',
    'Interview',
    'School interview',
    'Offer',
    'Placed',
    'Rejected',
    'Withdrawn',
  ]);
  await user.selectOptions(select, 'Rejected');
  await user.click(screen.getByRole('button', { name: 'Save status' }));
  expect(screen.getByText('Choose a reason')).toBeTruthy();
  await user.selectOptions(screen.getByLabelText('Reason'), 'No visa route');
  await user.click(screen.getByRole('button', { name: 'Save status' }));
  await screen.findByText('Status saved.');
  expect(calls).toContainEqual({
    method: 'POST',
    route: '/cards/APP-2026-000010/end',
    body: { ending: 'rejected', reason: 'no-visa-route' },
  });
});

test('only an admin is offered Erase; a recruiter is told whom to ask', async () => {
  const session = (role: string) => ({ signedIn: true, name: 'Mei', email: 'mei@agency.example', role });
  stubApi({ ...answers, 'GET /session': session('recruiter') });
  open('en');
  await screen.findByText('Only an admin can erase a submission. Ask one if the applicant asked for it.');
  expect(screen.queryByRole('button', { name: 'Erase this submission' })).toBeNull();
  cleanup();
  stubApi({ ...answers, 'GET /session': session('admin') });
  open('en');
  expect(await screen.findByRole('button', { name: 'Erase this submission' })).toBeTruthy();
});
