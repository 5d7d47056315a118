import type { BoardAnswer } from '@agency/forms/pipeline';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderAt, stubApi } from '../../lib/test-support.tsx';
import { BoardPage } from './board-page.tsx';

const pool: BoardAnswer = {
  board: 'pool',
  title: null,
  counts: { applied: 1, screening: 0, interview: 0, 'school-interview': 0, offer: 0, placed: 0 },
  cards: [
    {
      reference: 'APP-9',
      candidateId: 9,
      name: 'Iris Chen',
      nationality: 'New Zealand',
      stage: 'applied',
      stageSince: Date.now(),
      tags: [],
      owner: null,
      waiting: false,
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

test("a talent-pool card is added to a vacancy's board, chosen by its title", async () => {
  const calls = stubApi({
    'GET /boards/pool': pool,
    'GET /vacancies': { vacancies: ['net-kowloon'] },
    'GET /vacancy-titles': { titles: { 'net-kowloon': { en: 'NET in Kowloon', 'zh-Hant': '九龍英語教師' } } },
    'GET /staff-members': [],
    'GET /saved-filters': [],
    'PUT /cards/APP-9/board': {},
  });
  renderAt('/boards/pool', [{ path: '/boards/:board', element: <BoardPage /> }]);
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'Talent pool' })).toBeTruthy();
  const card = (await screen.findByRole('link', { name: 'Iris Chen' })).closest('li')!;
  await user.click(within(card).getByText('Move to…', { exact: false, selector: 'summary' }));
  const select = within(card).getByLabelText("Add to a vacancy's board");
  await within(select).findByRole('option', { name: 'NET in Kowloon' });
  await user.selectOptions(select, 'NET in Kowloon');
  await user.click(within(card).getByRole('button', { name: 'Add' }));
  await screen.findByText('Iris Chen was added to the board of NET in Kowloon.');
  expect(calls).toContainEqual({
    method: 'PUT',
    route: '/cards/APP-9/board',
    body: { board: 'net-kowloon' },
  });
});

test('a vacancy board offers no "add to a board"', async () => {
  stubApi({
    'GET /boards/net-kowloon': { ...pool, board: 'net-kowloon', title: { en: 'NET', 'zh-Hant': '英語教師' } },
    'GET /vacancy-titles': { titles: {} },
    'GET /saved-filters': [],
  });
  renderAt('/boards/net-kowloon', [{ path: '/boards/:board', element: <BoardPage /> }]);
  await screen.findByRole('heading', { level: 1, name: 'NET' });
  expect(screen.queryByLabelText("Add to a vacancy's board")).toBeNull();
});
