// "Presented to schools" on the candidate's record: the dialog says what each field needs before anything is sent,
// sends the share as asked (CV off unless ticked), shows the link once; the list words each share's state, views and
// answer, in English and Chinese; withdrawing asks first.
import type { CandidateRecord, ProfileShareView } from '@agency/forms';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderAt, stubApi } from '../../lib/test-support.tsx';
import { ProfileShares } from './profile-shares.tsx';

// jsdom has <dialog> without showModal and close.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};

const NOW = Date.now();
const DAY = 86_400_000;
const candidate = {
  id: 5,
  cards: [{ reference: 'APP-2026-000010', board: 'pool' }],
} as unknown as CandidateRecord;

const share = (extra: Partial<ProfileShareView> = {}): ProfileShareView => ({
  id: 3,
  reference: 'APP-2026-000010',
  schoolName: 'Sha Tin Primary',
  contactName: 'Mrs Chan',
  contactEmail: 'principal@shatin.example',
  lang: 'en',
  includeCv: false,
  sharedBy: 'Mei',
  createdAt: NOW - DAY,
  expiresAt: NOW + 13 * DAY,
  revokedAt: null,
  views: 2,
  lastViewAt: NOW - 3600_000,
  answer: 'interested',
  answerMessage: 'Can she start in January?',
  answeredAt: NOW - 1800_000,
  ...extra,
});

const open = (lang: 'en' | 'zh-Hant' = 'en') =>
  renderAt(
    '/candidates/5',
    [{ path: '/candidates/:id', element: <ProfileShares candidate={candidate} /> }],
    lang,
  );

/** Pastes into a field (typing key by key is slow in jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

test('the dialog names what is missing, sends the share as asked and shows its link once', async () => {
  const calls = stubApi({
    'GET /candidates/5/shares': { shares: [] },
    'POST /candidates/5/shares': {
      __status: 201,
      json: {
        share: share({ answer: null, views: 0 }),
        link: 'https://site.example/ForSchools/Candidate?t=abc',
      },
    },
  });
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Share with a school' }));
  const dialog = screen.getByRole('dialog', { name: 'Share a profile with a school' });
  await user.click(within(dialog).getByRole('button', { name: 'Share and e-mail the school' }));
  expect(within(dialog).getAllByText("Enter the school's name").length).toBeGreaterThan(0);
  expect(within(dialog).getAllByText("Enter the school contact's name").length).toBeGreaterThan(0);
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  await fill(user, within(dialog).getByLabelText("School's name"), 'Sha Tin Primary');
  await fill(user, within(dialog).getByLabelText('Contact name'), 'Mrs Chan');
  await fill(user, within(dialog).getByLabelText("Contact's e-mail"), 'not-an-address');
  await user.click(within(dialog).getByRole('button', { name: 'Share and e-mail the school' }));
  expect(within(dialog).getAllByText(/like name@school.edu.hk/).length).toBeGreaterThan(0);
  await fill(user, within(dialog).getByLabelText("Contact's e-mail"), 'principal@shatin.example');
  await user.selectOptions(within(dialog).getByLabelText('Language of the profile and e-mail'), 'zh-Hant');
  await fill(
    user,
    within(dialog).getByLabelText('Why this teacher (shown to the school)'),
    'Great with phonics.',
  );
  expect(within(dialog).getByLabelText('Include the CV')).toHaveProperty('checked', false);
  await user.click(within(dialog).getByRole('button', { name: 'Share and e-mail the school' }));

  expect(await within(dialog).findByLabelText('Link to the profile')).toHaveProperty(
    'value',
    'https://site.example/ForSchools/Candidate?t=abc',
  );
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    reference: 'APP-2026-000010',
    schoolName: 'Sha Tin Primary',
    contactName: 'Mrs Chan',
    contactEmail: 'principal@shatin.example',
    lang: 'zh-Hant',
    note: 'Great with phonics.',
    includeCv: false,
  });
});

test('each share says whether it is open, its views and the answer; withdrawing asks first', async () => {
  const calls = stubApi({
    'GET /candidates/5/shares': { shares: [share(), share({ id: 2, revokedAt: NOW - DAY, answer: null })] },
    'POST /candidates/5/shares/3/revoke': { shares: [] },
  });
  open();
  const user = userEvent.setup();
  const list = await screen.findByRole('list', { name: 'Shares of this profile, newest first' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(first!.textContent).toMatch(/Open until/);
  expect(first!.textContent).toMatch(/2 views, last/);
  expect(first!.textContent).toContain('Interested');
  expect(first!.textContent).toContain('Can she start in January?');
  expect(second!.textContent).toMatch(/Withdrawn/);
  expect(within(second!).queryByRole('button', { name: /Withdraw/ })).toBeNull();
  await user.click(within(first!).getByRole('button', { name: /^Withdraw\s*Sha Tin Primary$/ }));
  expect(calls.some((call) => call.route.endsWith('/revoke'))).toBe(false);
  await user.click(within(first!).getByRole('button', { name: 'Withdraw the link' }));
  expect(calls.some((call) => call.route === '/candidates/5/shares/3/revoke')).toBe(true);
});

test('in Chinese', async () => {
  stubApi({ 'GET /candidates/5/shares': { shares: [share()] } });
  open('zh-Hant');
  expect(await screen.findByRole('heading', { name: '已向學校推薦' })).toBeTruthy();
  expect(await screen.findByText('有興趣')).toBeTruthy();
  expect(screen.getByRole('button', { name: '分享給學校' })).toBeTruthy();
});
