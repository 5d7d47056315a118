// Matching against the real server (SQLite and Postgres): a vacancy's pool candidates ranked with their reasons,
// a candidate's fitting vacancies, and "Add to board" through the cards' board change, after which the candidate
// is no longer offered.
import type { CandidateFitsAnswer, VacancyMatchesAnswer } from '@agency/forms/matching';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startStaffServer, type StaffTestServer } from '../test-support/staff-server.ts';
import { hongKongToday } from './board-cards.ts';
import { candidateOf, forVacancy, jsonCall, postApplication } from './test-support/recruiting-server.ts';

const VACANCY = 'kindergarten-english-teacher-tseung-kwan-o';

let server: StaffTestServer;
let call: ReturnType<typeof jsonCall>;

beforeAll(async () => {
  server = await startStaffServer();
  const cookie = await server.signIn();
  call = jsonCall(server, () => cookie);
});
afterAll(() => server.close());

/** A Vacancies-form application for "any suitable vacancy": a talent-pool card naming its sectors. */
const poolApplication = (email: string, overrides: Record<string, string | string[]> = {}) =>
  postApplication(server, { email, ...forVacancy(''), sectors: ['Kindergarten'], ...overrides });

test('a vacancy lists fitting pool candidates first, with reasons; "Add to board" takes them off the list', async () => {
  // The seed's start dates move with today: the answer that fits is worked out from the months to the start.
  const { startDate } = (await call<VacancyMatchesAnswer>('GET', `/vacancies/${VACANCY}/matches`)).body
    .vacancy;
  const monthsAhead = (months: number) => {
    const date = new Date(`${hongKongToday(server.clock.now)}T00:00:00Z`);
    date.setUTCMonth(date.getUTCMonth() + months);
    return date.toISOString().slice(0, 10);
  };
  const soon = startDate <= monthsAhead(3);
  const canStart = soon ? 'within-3-months' : startDate <= monthsAhead(6) ? '3-to-6-months' : 'later';
  const fitting = await poolApplication('fits@example.com', {
    last_name: 'Fiona',
    available_to_start: canStart,
  });
  const cannotStart = soon ? 'later' : 'within-3-months';
  const elsewhere = await poolApplication('elsewhere@example.com', {
    last_name: 'Marco',
    location_interested_in: 'Macau',
    education_level: 'Associate degree',
    available_to_start: cannotStart,
  });
  const onBoard = await postApplication(server, { email: 'applied@example.com', ...forVacancy(VACANCY) });
  // Their pool card too: a candidate with a card on the vacancy's board is not offered again.
  await poolApplication('applied@example.com');

  const answer = await call<VacancyMatchesAnswer>('GET', `/vacancies/${VACANCY}/matches`);
  expect(answer.status).toBe(200);
  expect(answer.body.vacancy).toMatchObject({
    slug: VACANCY,
    region: 'hong-kong',
    sector: 'kindergarten',
    route: { id: 'eligibility-hong-kong-kindergartens', name: { en: 'Hong Kong kindergartens' } },
  });
  const references = answer.body.matches.map((m) => m.reference);
  expect(references).toEqual([fitting, elsewhere]);
  expect(answer.body.total).toBe(2);
  const [first, second] = answer.body.matches;
  expect(first).toMatchObject({ name: 'Fiona Baker', nationality: 'United Kingdom', fits: true });
  expect(first!.reasons).toEqual([
    { criterion: 'region', standing: 'met' },
    { criterion: 'sector', standing: 'met' },
    { criterion: 'start', standing: 'met' },
    { criterion: 'englishCompetence', standing: 'met', strength: 'required' },
    { criterion: 'degree', standing: 'met', strength: 'required' },
    { criterion: 'tefl', standing: 'unknown', strength: 'required', minimum: 120 },
  ]);
  expect(second!.fits).toBe(false);
  expect(second!.reasons.filter((r) => r.standing === 'missing').map((r) => r.criterion)).toEqual([
    'region',
    'start',
    'degree',
  ]);
  expect(answer.body.matches.map((m) => m.reference)).not.toContain(onBoard);

  // One call: the board change every card uses, with its timeline line and audit row.
  const added = await call('PUT', `/cards/${fitting}/board`, { board: VACANCY });
  expect(added.status).toBe(200);
  const again = await call<VacancyMatchesAnswer>('GET', `/vacancies/${VACANCY}/matches`);
  expect(again.body.matches.map((m) => m.reference)).toEqual([elsewhere]);
  const candidate = await candidateOf(server, fitting);
  expect(
    await server.query('SELECT action, detail FROM candidate_events WHERE candidate_id = ?', candidate),
  ).toContainEqual({
    action: 'added-to-board',
    detail: JSON.stringify({ fromBoard: 'pool', toBoard: VACANCY }),
  });
  expect(await server.query("SELECT reference FROM audit_log WHERE action = 'changed-board'")).toContainEqual(
    { reference: fitting },
  );

  // The answers kept for matching go with an erased submission.
  const facts = [
    'Associate degree',
    'Yes',
    'Up to 2 years',
    'United Kingdom',
    'Macau',
    ['Kindergarten'],
    cannotStart,
  ];
  expect(await server.query('SELECT match_facts FROM submissions WHERE reference = ?', elsewhere)).toEqual([
    { match_facts: JSON.stringify(facts) },
  ]);
  expect((await call('DELETE', `/submissions/${elsewhere}`)).status).toBe(200);
  expect(await server.query("SELECT id FROM submissions WHERE match_facts LIKE '%Macau%'")).toEqual([]);
  const erased = await call<VacancyMatchesAnswer>('GET', `/vacancies/${VACANCY}/matches`);
  expect(erased.body.matches).toEqual([]);
});

test("a candidate's record: the open vacancies they fit, best first, and their pool card to add", async () => {
  const reference = await poolApplication('teacher@example.com', { sectors: ['Primary school'] });
  const id = await candidateOf(server, reference);
  const answer = await call<CandidateFitsAnswer>('GET', `/candidates/${id}/matches`);
  expect(answer.status).toBe(200);
  expect(answer.body.poolCard).toBe(reference);
  const slugs = answer.body.vacancies.map((fit) => fit.vacancy.slug);
  expect(slugs[0]).toBe('primary-school-english-teacher-sha-tin');
  expect(answer.body.vacancies[0]!.reasons.find((r) => r.criterion === 'sector')?.standing).toBe('met');
  const kindergarten = answer.body.vacancies.find((fit) => fit.vacancy.slug === VACANCY);
  expect(kindergarten?.reasons.find((r) => r.criterion === 'sector')?.standing).toBe('missing');

  await call('PUT', `/cards/${reference}/board`, { board: 'primary-school-english-teacher-sha-tin' });
  const after = await call<CandidateFitsAnswer>('GET', `/candidates/${id}/matches`);
  expect(after.body.poolCard).toBeNull();
  expect(after.body.vacancies.map((fit) => fit.vacancy.slug)).not.toContain(
    'primary-school-english-teacher-sha-tin',
  );
});

test('bad input gets a specific answer', async () => {
  expect(await call('GET', '/vacancies/no-such-vacancy/matches')).toMatchObject({
    status: 404,
    body: { message: 'There is no open vacancy "no-such-vacancy" to match candidates to.' },
  });
  expect(await call('GET', `/vacancies/${VACANCY}/matches?limit=0`)).toMatchObject({
    status: 400,
    body: { message: 'The limit must be a whole number from 1 to 200.' },
  });
  expect((await call('GET', '/candidates/999999/matches')).status).toBe(404);
  expect((await server.call('GET', `/vacancies/${VACANCY}/matches`)).status).toBe(401);
});
