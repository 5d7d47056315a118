import type { InboxPage as InboxAnswer } from '@agency/forms/inbox';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderAt, stubApi } from '../../lib/test-support.tsx';
import { InboxPage } from './inbox-page.tsx';

const row = {
  receivedAt: Date.UTC(2026, 10, 20, 2),
  email: 'a@example.com',
  retained: false,
  erasureRequestedAt: null,
};
const page: InboxAnswer = {
  total: 3,
  page: 1,
  pageSize: 25,
  submissions: [
    {
      ...row,
      reference: 'APP-1',
      kind: 'application',
      name: 'Ana',
      status: 'interview',
      vacancy: 'net-kowloon',
      deletesAt: Date.UTC(2028, 0, 1),
    },
    {
      ...row,
      reference: 'APP-2',
      kind: 'application',
      name: 'Ben',
      status: 'applied',
      vacancy: null,
      deletesAt: null,
    },
    {
      ...row,
      reference: 'ENQ-1',
      kind: 'enquiry',
      name: 'Cara',
      status: 'new',
      vacancy: null,
      deletesAt: null,
    },
  ],
};
const answers = {
  'GET /submissions': page,
  'GET /vacancies': { vacancies: ['net-kowloon'] },
  'GET /vacancy-titles': { titles: { 'net-kowloon': { en: 'NET in Kowloon', 'zh-Hant': '九龍英語教師' } } },
  'GET /boards': [],
  'GET /backup': {},
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const table = async () => {
  await screen.findByText('APP-1');
  return screen.getByRole('table', { name: /Submissions|提交/ });
};

test('the list names each vacancy and no longer shows the deletion date', async () => {
  stubApi(answers);
  renderAt('/', [{ path: '/', element: <InboxPage /> }]);
  const list = await table();
  const headers = within(list)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(headers).toEqual(['Reference', 'Kind', 'Received', 'Name', 'E-mail', 'Vacancy', 'Status']);
  await within(list).findByText('NET in Kowloon');
  const rows = within(list).getAllByRole('row').slice(1);
  expect(within(rows[1]!).getByText('Any suitable vacancy')).toBeTruthy();
  expect(within(rows[2]!).getByText('—')).toBeTruthy();
  expect(screen.queryByText('Deleted on')).toBeNull();
  expect(within(rows[0]!).getByText('Interview')).toBeTruthy();
});

test('in Chinese the vacancy is named in Chinese; the filters sit in a panel that folds', async () => {
  stubApi(answers);
  renderAt('/', [{ path: '/', element: <InboxPage /> }], 'zh-Hant');
  const list = await table();
  await within(list).findByText('九龍英語教師');
  const filters = screen.getByRole('search');
  expect(filters.closest('details')?.open).toBe(true);
});

test('on a phone the filter panel starts folded, and open while a filter is in use', async () => {
  stubApi(answers);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 40rem)' }));
  renderAt('/', [{ path: '/', element: <InboxPage /> }]);
  await table();
  expect(screen.getByRole('search', { hidden: true }).closest('details')?.open).toBe(false);
  cleanup();
  renderAt('/?status=interview', [{ path: '/', element: <InboxPage /> }]);
  await table();
  expect(screen.getByRole('search').closest('details')?.open).toBe(true);
});
