// The matching views: a vacancy's ranked matches with their reasons in words (English and Chinese), "Add to board"
// in one action through the cards' board change, and a candidate's fitting vacancies.
import type { CandidateFitsAnswer, VacancyMatchesAnswer } from '@agency/forms/matching';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderAt, stubApi } from '../../lib/test-support.tsx';
import { CandidateFits } from './candidate-fits.tsx';
import { VacancyMatchesPage } from './vacancy-matches-page.tsx';

const vacancy: VacancyMatchesAnswer['vacancy'] = {
  slug: 'kg-tko',
  title: { en: 'Kindergarten English Teacher, TKO', 'zh-Hant': '將軍澳幼稚園英語教師' },
  region: 'hong-kong',
  sector: 'kindergarten',
  startDate: '2027-01-05',
  route: { id: 'r', name: { en: 'Hong Kong kindergartens', 'zh-Hant': '香港幼稚園' } },
};

const matches: VacancyMatchesAnswer = {
  vacancy,
  total: 2,
  matches: [
    {
      reference: 'APP-1',
      candidateId: 1,
      name: 'Fiona Baker',
      nationality: 'Ireland',
      appliedAt: Date.parse('2026-11-20T10:00:00Z'),
      fits: true,
      reasons: [
        { criterion: 'region', standing: 'met' },
        { criterion: 'sector', standing: 'met' },
        { criterion: 'start', standing: 'unknown' },
        { criterion: 'degree', standing: 'met', strength: 'required' },
        { criterion: 'tefl', standing: 'unknown', strength: 'required', minimum: 120 },
      ],
    },
    {
      reference: 'APP-2',
      candidateId: 2,
      name: 'Marco Rossi',
      nationality: 'Italy',
      appliedAt: Date.parse('2026-11-21T10:00:00Z'),
      fits: false,
      reasons: [
        { criterion: 'region', standing: 'missing' },
        { criterion: 'experience', standing: 'missing', strength: 'preferred', minimum: 2 },
      ],
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const route = [{ path: '/boards/:board/matches', element: <VacancyMatchesPage /> }];

test('a vacancy lists its matches with why they match and what is missing; one click adds one to the board', async () => {
  const calls = stubApi({ 'GET /vacancies/kg-tko/matches': matches, 'PUT /cards/APP-1/board': {} });
  renderAt('/boards/kg-tko/matches', route);
  const user = userEvent.setup();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Matches: Kindergarten English Teacher, TKO' }),
  ).toBeTruthy();
  expect(screen.getByText('Eligibility rules: Hong Kong kindergartens.')).toBeTruthy();
  expect(screen.getByText('The best 2 of 2 candidates in the pool.')).toBeTruthy();
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
    'Fiona Baker',
    'Marco Rossi',
  ]);
  expect(within(items[0]!).getByText('Fits')).toBeTruthy();
  expect(within(items[0]!).getByText("Region, School sector, Bachelor's degree")).toBeTruthy();
  expect(within(items[0]!).getByText('Start date, TEFL/TESL of 120 hours')).toBeTruthy();
  expect(within(items[1]!).getByText('Something is missing')).toBeTruthy();
  expect(within(items[1]!).getByText('Region, Teaching experience of 2+ years (preferred)')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Add to board: Fiona Baker' }));
  expect(
    await screen.findByText('Fiona Baker was added to the board of Kindergarten English Teacher, TKO.'),
  ).toBeTruthy();
  expect(calls).toContainEqual({ method: 'PUT', route: '/cards/APP-1/board', body: { board: 'kg-tko' } });
  // The matches are read again after the change.
  expect(calls.filter((call) => call.route === '/vacancies/kg-tko/matches').length).toBeGreaterThan(1);
});

test('in Chinese, and a refused add says why', async () => {
  stubApi({
    'GET /vacancies/kg-tko/matches': matches,
    'PUT /cards/APP-2/board': { __status: 400, json: { message: 'There is no published vacancy "kg-tko".' } },
  });
  renderAt('/boards/kg-tko/matches', route, 'zh-Hant');
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { level: 1, name: '配對：將軍澳幼稚園英語教師' })).toBeTruthy();
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(within(items[1]!).getByText('地區、2 年或以上的教學經驗（優先）')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: '加入看板：Marco Rossi' }));
  expect((await screen.findByRole('alert')).textContent).not.toBe('');
});

test("a candidate's record lists the vacancies they fit, and adds their pool card to one", async () => {
  const fits: CandidateFitsAnswer = {
    poolCard: 'APP-7',
    vacancies: [{ vacancy, fits: true, reasons: [{ criterion: 'sector', standing: 'met' }] }],
  };
  const calls = stubApi({ 'GET /candidates/7/matches': fits, 'PUT /cards/APP-7/board': {} });
  renderAt('/candidates/7', [
    { path: '/candidates/:id', element: <CandidateFits candidateId={7} name="Iris Chen" /> },
  ]);
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { level: 2, name: 'Vacancies that fit' })).toBeTruthy();
  expect(
    await screen.findByRole('heading', { level: 3, name: 'Kindergarten English Teacher, TKO' }),
  ).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Add to board: Kindergarten English Teacher, TKO' }));
  expect(
    await screen.findByText('Iris Chen was added to the board of Kindergarten English Teacher, TKO.'),
  ).toBeTruthy();
  expect(calls).toContainEqual({ method: 'PUT', route: '/cards/APP-7/board', body: { board: 'kg-tko' } });
});

test('a candidate with no pool card sees the fits but no button', async () => {
  stubApi({
    'GET /candidates/8/matches': {
      poolCard: null,
      vacancies: [{ vacancy, fits: false, reasons: [{ criterion: 'sector', standing: 'missing' }] }],
    } satisfies CandidateFitsAnswer,
  });
  renderAt('/candidates/8', [
    { path: '/candidates/:id', element: <CandidateFits candidateId={8} name="Bo Ng" /> },
  ]);
  expect(
    await screen.findByText(
      'None of their applications is in the talent pool, so there is none to add to a board here.',
    ),
  ).toBeTruthy();
  expect(screen.getByText('Missing')).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
});
