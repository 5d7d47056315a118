// Matching (decision 074): a vacancy's ranked talent-pool candidates, and the open vacancies a candidate fits.
// The pool's newest card of each candidate is read in one query and judged in memory (matching.ts); vacancies and
// eligibility routes are the published content. "Add to board" is the cards' own board change (card-routes.ts).
import { PIPELINE_STAGES, TALENT_POOL } from '@agency/forms';
import type {
  CandidateFitsAnswer,
  CandidateMatch,
  MatchSummary,
  MatchVacancy,
  VacancyFit,
  VacancyMatchesAnswer,
} from '@agency/forms/matching';
import { fieldsOfMatchingFacts, type MatchingFields } from '@agency/forms/eligibility-answers';
import { isVacancyOpen } from '@agency/content/vacancy-status';
import type { EligibilityRoutesQueryResult, VacanciesQueryResult } from '@agency/content';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../database/database.ts';
import { allow } from '../security/staff-access.ts';
import { effectiveCandidate, hongKongToday, storedName } from './board-cards.ts';
import { CandidateProblem } from './candidate-actions.ts';
import { candidateGroup, survivorOf } from './candidate-record.ts';
import { byRank, factsOf, judgeMatch, rankOf, routeOf } from './matching.ts';
import { answering, type RecruitingContext } from './route-context.ts';
import { boardOf, candidateIdOf, InputProblem } from './route-input.ts';

/** At most this many matches are answered (the best first); `?limit=` asks for fewer or up to MAX. */
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;

function limitOf(raw: unknown): number {
  if (raw === undefined) return DEFAULT_LIMIT;
  const limit = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(limit >= 1 && limit <= MAX_LIMIT))
    throw new InputProblem(`The limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  return limit;
}

type Vacancy = VacanciesQueryResult[number];
type Route = EligibilityRoutesQueryResult[number];

const localeOf = (text: { en?: string | null; zhHant?: string | null } | null | undefined) => ({
  en: text?.en ?? '',
  'zh-Hant': text?.zhHant || text?.en || '',
});

const matchVacancy = (vacancy: Vacancy, route: Route | null): MatchVacancy => ({
  slug: vacancy.slug,
  title: localeOf(vacancy.title),
  region: vacancy.region,
  sector: vacancy.sector,
  startDate: vacancy.startDate,
  route: route && { id: route._id, name: localeOf(route.name) },
});

const fieldsOf = (data: string) => JSON.parse(data) as MatchingFields & Record<string, unknown>;

/** Each pool candidate's newest card in an open stage (one per candidate, as merged), newest first. */
export async function poolCards({ db }: Database) {
  const rows = await db
    .selectFrom('submissions as s')
    .innerJoin('candidates as c', 'c.id', 's.candidate_id')
    .select(['s.reference', 's.created_at', effectiveCandidate.as('candidate'), 's.match_facts as facts'])
    .where('s.kind', '=', 'application')
    .where('s.board', '=', TALENT_POOL)
    .where('s.status', 'in', [...PIPELINE_STAGES])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  const seen = new Set<number>();
  return rows.filter((row) => {
    const candidate = Number(row.candidate);
    return !seen.has(candidate) && seen.add(candidate);
  });
}

/** The candidates (as merged) with a card on a board, in any stage or ending. */
async function candidatesOnBoard({ db }: Database, board: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('submissions as s')
    .innerJoin('candidates as c', 'c.id', 's.candidate_id')
    .select(effectiveCandidate.as('candidate'))
    .where('s.board', '=', board)
    .execute();
  return new Set(rows.map((row) => Number(row.candidate)));
}

export async function vacancyMatches(
  database: Database,
  vacancy: Vacancy,
  routes: readonly Route[],
  { today, limit }: { today: string; limit: number },
): Promise<VacancyMatchesAnswer> {
  const route = routeOf(vacancy, routes);
  const [cards, onBoard] = await Promise.all([
    poolCards(database),
    candidatesOnBoard(database, vacancy.slug),
  ]);
  // Applications repeat a few answers: each distinct set is judged and ranked once.
  const judged = new Map<string, { summary: MatchSummary; rank: number }>();
  const judge = (facts: string) => {
    let judgment = judged.get(facts);
    if (!judgment) {
      const summary = judgeMatch(factsOf(fieldsOfMatchingFacts(facts)), vacancy, route, today);
      judged.set(facts, (judgment = { summary, rank: rankOf(summary) }));
    }
    return judgment;
  };
  const ranked: { card: (typeof cards)[number]; summary: MatchSummary; rank: number }[] = [];
  for (const card of cards)
    if (!onBoard.has(Number(card.candidate))) ranked.push({ card, ...judge(card.facts ?? '[]') });
  // The cards come newest first, and the sort is stable: among equals the newest stays first.
  ranked.sort((a, b) => b.rank - a.rank);
  const best = ranked.slice(0, limit);
  const data = await dataOf(
    database,
    best.map(({ card }) => card.reference),
  );
  const matches = best.map(({ card, summary }): CandidateMatch => {
    const fields = fieldsOf(data.get(card.reference) ?? '{}');
    return {
      reference: card.reference,
      candidateId: Number(card.candidate),
      name: storedName(fields),
      nationality: typeof fields.nationality === 'string' ? fields.nationality : '',
      appliedAt: Number(card.created_at),
      ...summary,
    };
  });
  return { vacancy: matchVacancy(vacancy, route), total: ranked.length, matches };
}

/** The stored data of a few submissions, by reference (what a match shows: name, nationality). */
async function dataOf({ db }: Database, references: string[]): Promise<Map<string, string>> {
  if (references.length === 0) return new Map();
  const rows = await db
    .selectFrom('submissions')
    .select(['reference', 'data'])
    .where('reference', 'in', references)
    .execute();
  return new Map(rows.map((row) => [row.reference, row.data]));
}

export async function candidateFits(
  database: Database,
  candidateId: number,
  vacancies: readonly Vacancy[],
  routes: readonly Route[],
  today: string,
): Promise<CandidateFitsAnswer> {
  const ids = (await candidateGroup(database, candidateId)).map((row) => Number(row.id));
  const cards = await database.db
    .selectFrom('submissions')
    .select(['reference', 'status', 'board', 'data'])
    .where('kind', '=', 'application')
    .where('candidate_id', 'in', ids)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const newest = cards[0];
  if (!newest) return { poolCard: null, vacancies: [] };
  const boards = new Set(cards.map((card) => card.board));
  const poolCard = cards.find(
    (card) => card.board === TALENT_POOL && (PIPELINE_STAGES as readonly string[]).includes(card.status),
  );
  const facts = factsOf(fieldsOf(newest.data));
  const fits: (VacancyFit & { startDate: string })[] = vacancies
    .filter((vacancy) => isVacancyOpen(vacancy, today) && !boards.has(vacancy.slug))
    .map((vacancy) => {
      const route = routeOf(vacancy, routes);
      return {
        vacancy: matchVacancy(vacancy, route),
        startDate: vacancy.startDate,
        ...judgeMatch(facts, vacancy, route, today),
      };
    });
  // Equal fits: the sooner start first.
  fits.sort(byRank((fit) => -Date.parse(fit.startDate)));
  return {
    poolCard: poolCard?.reference ?? null,
    vacancies: fits.map(({ startDate: _start, ...fit }) => fit),
  };
}

export function matchingRoutes(app: FastifyInstance, context: RecruitingContext): void {
  const { database, now } = context;

  app.get(
    '/vacancies/:slug/matches',
    allow('recruiter'),
    answering(async (request) => {
      const slug = boardOf((request.params as { slug: string }).slug);
      const today = hongKongToday(now());
      const [vacancies, routes] = await Promise.all([context.vacancies(), context.eligibilityRoutes()]);
      const vacancy = vacancies.find((v) => v.slug === slug && isVacancyOpen(v, today));
      if (!vacancy || slug === TALENT_POOL)
        throw new CandidateProblem(404, `There is no open vacancy "${slug}" to match candidates to.`);
      const limit = limitOf((request.query as { limit?: unknown }).limit);
      return vacancyMatches(database, vacancy, routes, { today, limit });
    }),
  );

  app.get(
    '/candidates/:id/matches',
    allow('recruiter'),
    answering(async (request) => {
      const id = await survivorOf(database, candidateIdOf((request.params as { id: string }).id));
      if (id === null) throw new CandidateProblem(404, 'There is no candidate with this id.');
      const [vacancies, routes] = await Promise.all([context.vacancies(), context.eligibilityRoutes()]);
      return candidateFits(database, id, vacancies, routes, hongKongToday(now()));
    }),
  );
}
