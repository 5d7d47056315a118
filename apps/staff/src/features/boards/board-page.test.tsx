import type { BoardAnswer } from '@agency/forms/pipeline';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { refusal, renderAt, stubApi, type Call } from '../../lib/test-support.tsx';
import { BoardPage } from './board-page.tsx';

const DAY = 86_400_000;
const board = (): BoardAnswer => ({
  board: 'net-kowloon',
  title: { en: 'NET in Kowloon', 'zh-Hant': '九龍英語教師' },
  counts: { applied: 2, screening: 0, interview: 1, 'school-interview': 0, offer: 0, placed: 0 },
  cards: [
    {
      reference: 'APP-1',
      candidateId: 1,
      name: 'Ana Silva',
      nationality: 'United Kingdom',
      stage: 'applied',
      stageSince: Date.now() - 4 * DAY,
      tags: ['visa'],
      owner: { id: 7, name: 'Mei' },
      waiting: true,
    },
    {
      reference: 'APP-2',
      candidateId: 2,
      name: 'Ben Okafor',
      nationality: 'Ireland',
      stage: 'applied',
      stageSince: Date.now(),
      tags: [],
      owner: null,
      waiting: false,
    },
    {
      reference: 'APP-3',
      candidateId: 3,
      name: 'Cara Li',
      nationality: 'Canada',
      stage: 'interview',
      stageSince: Date.now() - DAY,
      tags: [],
      owner: null,
      waiting: false,
    },
  ],
});

const common = {
  'GET /vacancy-titles': { titles: {} },
  'GET /vacancies': { vacancies: ['net-kowloon', 'kg-macau'] },
  'GET /staff-members': [
    { id: 7, name: 'Mei' },
    { id: 8, name: 'Tom' },
  ],
  'GET /saved-filters': [],
};

const open = (address = '/boards/net-kowloon', lang: 'en' | 'zh-Hant' = 'en') =>
  renderAt(address, [{ path: '/boards/:board', element: <BoardPage /> }], lang);
const column = (name: RegExp) => screen.getByRole('region', { name });
/** Opens a card's "Move to…" menu (its entries exist only while it is open). */
const menuOf = (name: string) =>
  screen.getByText((_, el) => el?.tagName === 'SUMMARY' && el.textContent === `Move to… ${name}`);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

test('a card moved by its menu shows in its new stage at once, and the move is saved', async () => {
  let answerMove: (value: unknown) => void = () => {};
  const calls = stubApi({
    ...common,
    'GET /boards/net-kowloon': board(),
    'PUT /cards/APP-1/stage': () => new Promise((resolve) => (answerMove = resolve)),
  });
  open();
  const user = userEvent.setup();
  const applied = await screen.findByRole('region', { name: 'Applied (2)' });
  expect(within(applied).getByText('United Kingdom · 4 days in stage')).toBeTruthy();
  expect(within(applied).getByText('Waiting')).toBeTruthy();
  expect(within(applied).getByText('Owner: Mei')).toBeTruthy();
  await user.click(menuOf('Ana Silva'));
  await user.click(within(applied).getByRole('button', { name: 'Move to Interview' }));

  // Before the server has answered: the card is in Interview, and has the focus there.
  const interview = column(/^Interview \(2\)/);
  expect(within(interview).getByRole('link', { name: 'Ana Silva' })).toBe(document.activeElement);
  expect(screen.getByText('Ana Silva moved to Interview.')).toBeTruthy();
  expect(calls).toContainEqual({ method: 'PUT', route: '/cards/APP-1/stage', body: { stage: 'interview' } });
  answerMove({ ...board().cards[0], stage: 'interview' });
});

test('a move the server refuses goes back, and the page says why', async () => {
  stubApi({
    ...common,
    'GET /boards/net-kowloon': board(),
    'PUT /cards/APP-1/stage': refusal(409, 'Someone else moved this card a moment ago.'),
  });
  open();
  const user = userEvent.setup();
  const applied = await screen.findByRole('region', { name: 'Applied (2)' });
  await user.click(menuOf('Ana Silva'));
  await user.click(within(applied).getByRole('button', { name: 'Move to Offer' }));
  const alert = await screen.findByRole('alert');
  await waitFor(() =>
    expect(alert.textContent).toBe(
      'Could not move Ana Silva: Someone else moved this card a moment ago. The card is back in Applied.',
    ),
  );
  expect(within(column(/^Applied \(2\)/)).getByRole('link', { name: 'Ana Silva' })).toBeTruthy();
  expect(within(column(/^Offer \(0\)/)).getByText('No cards')).toBeTruthy();
});

test('the board reads as a list grouped by stage, in Chinese, with every card in its stage', async () => {
  stubApi({ ...common, 'GET /boards/net-kowloon': board() });
  open('/boards/net-kowloon', 'zh-Hant');
  expect(await screen.findByRole('heading', { level: 1, name: '九龍英語教師' })).toBeTruthy();
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings).toEqual(
    expect.arrayContaining([
      '已申請（2）',
      '初步篩選（0）',
      '面試（1）',
      '學校面試（0）',
      '聘用邀請（0）',
      '已安排職位（0）',
    ]),
  );
  const applied = column(/^已申請/);
  expect(
    within(applied)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Ana Silva', 'Ben Okafor']);
  expect(within(applied).getByText('英國 · 在此階段 4 日')).toBeTruthy();
  expect(within(column(/^面試/)).getByText('加拿大 · 在此階段 1 日')).toBeTruthy();
  expect(screen.getAllByText(/^移至…/, { selector: 'summary' })).toHaveLength(3);
});

test('a card is rejected with a reason from the list, never without one', async () => {
  const calls = stubApi({ ...common, 'GET /boards/net-kowloon': board(), 'POST /cards/APP-2/end': {} });
  open();
  const user = userEvent.setup();
  const applied = await screen.findByRole('region', { name: 'Applied (2)' });
  await user.click(menuOf('Ben Okafor'));
  await user.click(within(applied).getByRole('button', { name: 'Reject…' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject Ben Okafor' });
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(within(dialog).getByText('Choose a reason')).toBeTruthy();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Position filled');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await screen.findByText('Ben Okafor: Rejected (Position filled).');
  expect(calls).toContainEqual({
    method: 'POST',
    route: '/cards/APP-2/end',
    body: { ending: 'rejected', reason: 'position-filled' },
  });
});

test('bulk: two selected cards are rejected with one reason, then tagged and assigned', async () => {
  const calls = stubApi({
    ...common,
    'GET /boards/net-kowloon': board(),
    'POST /cards/bulk': ({ body }: Call) => {
      // The server refuses to end Cara's card (say, it ended meanwhile); everything else is done.
      const { references, action } = body as { references: string[]; action: string };
      const failed: string[] = action === 'end' ? references.filter((r) => r === 'APP-3') : [];
      return {
        done: references.filter((r) => !failed.includes(r)),
        failed: failed.map((reference) => ({ reference })),
      };
    },
  });
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('checkbox', { name: 'Select Ana Silva' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Cara Li' }));
  expect(screen.getByText('2 selected')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Reject selected…' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject 2 candidates' });
  await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Not qualified for the role');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await screen.findByText('Done for 1. Not changed: APP-3.');
  expect(calls).toContainEqual({
    method: 'POST',
    route: '/cards/bulk',
    body: { action: 'end', ending: 'rejected', reason: 'not-qualified', references: ['APP-1', 'APP-3'] },
  });
  // The card that failed stays selected, for another try.
  expect(screen.getByText('1 selected')).toBeTruthy();
  await user.type(screen.getByLabelText('Tag to add'), 'macau-ok');
  await user.click(screen.getByRole('button', { name: 'Add tag' }));
  await screen.findByText('0 selected');
  await user.click(screen.getByRole('checkbox', { name: 'Select Ben Okafor' }));
  await user.selectOptions(await screen.findByLabelText('New owner'), 'Tom');
  await user.click(screen.getByRole('button', { name: 'Assign' }));
  await waitFor(() =>
    expect(calls.filter((c) => c.route === '/cards/bulk').map((c) => c.body)).toEqual([
      expect.anything(),
      { action: 'tag', tag: 'macau-ok', references: ['APP-3'] },
      { action: 'assign', ownerId: 8, references: ['APP-2'] },
    ]),
  );
});
