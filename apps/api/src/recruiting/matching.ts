// Judging how a candidate's application fits a vacancy (decision 074): the region and school sector they asked
// for, when they said they can start (decision 076), and each rule of the vacancy's eligibility route, judged by the checker's own
// `judgeRequirement` over every answer the application allows (packages/forms eligibility-answers.ts). Pure: the
// routes read the cards and the content, this says met, missing or unknown and ranks.
import {
  earliestStart,
  isEligibilityCriterion,
  judgeRequirement,
  questionsForCriterion,
  type EligibilityAnswers,
  type EligibilityQuestion,
  type EligibilityRequirementRule,
  type RequirementStanding,
} from '@agency/content/eligibility';
import type { SchoolSector } from '@agency/content/vacancy-options';
import {
  possibleAnswers,
  regionOfApplication,
  sectorsOfApplication,
  type MatchingFields,
  type PossibleAnswers,
} from '@agency/forms/eligibility-answers';
import type { MatchReason, MatchStanding, MatchSummary } from '@agency/forms/matching';
import type { RegionId } from '@agency/regions';

/** What an application says that matching reads. */
export interface CandidateFacts {
  answers: PossibleAnswers;
  region: RegionId | null;
  sectors: SchoolSector[] | null;
}

export const factsOf = (application: MatchingFields): CandidateFacts => ({
  answers: possibleAnswers(application),
  region: regionOfApplication(application),
  sectors: sectorsOfApplication(application),
});

export interface RouteRules {
  region: string;
  sectors: readonly string[];
  requirements: readonly (EligibilityRequirementRule & { criterion: string | null })[];
}

export interface VacancyFacts {
  region: string;
  sector: string;
  startDate: string;
}

/** The route whose rules a vacancy is judged by: the first (by the page's order) covering its region and sector. */
export const routeOf = <R extends RouteRules>(vacancy: VacancyFacts, routes: readonly R[]): R | null =>
  routes.find((route) => route.region === vacancy.region && route.sectors.includes(vacancy.sector)) ?? null;

/** Every combination of the answers allowed for the questions named (one undefined each for a question not given). */
function combinations(
  questions: readonly EligibilityQuestion[],
  possible: PossibleAnswers,
): EligibilityAnswers[] {
  return questions.reduce<EligibilityAnswers[]>(
    (sets, question) =>
      sets.flatMap((set) =>
        (possible[question] ?? [undefined]).map((answer) => ({ ...set, [question]: answer })),
      ),
    [{}],
  );
}

/** One standing from the checker's standings over every allowed answer: all met, all not met, or not known. */
function standingOf(standings: readonly RequirementStanding[]): MatchStanding {
  if (standings.every((s) => s === 'met')) return 'met';
  if (standings.every((s) => s === 'notMet')) return 'missing';
  return 'unknown';
}

export function judgeRule(requirement: EligibilityRequirementRule, answers: PossibleAnswers): MatchStanding {
  if (!isEligibilityCriterion(requirement.criterion)) return 'unknown';
  const sets = combinations(questionsForCriterion[requirement.criterion], answers);
  return standingOf(sets.map((set) => judgeRequirement(requirement, set)));
}

type StartAnswer = NonNullable<EligibilityAnswers['start']>;

/** The answer covering the months after an answer's, or null for the last ("later"). */
const NEXT_START: Record<StartAnswer, StartAnswer | null> = {
  'within-3-months': '3-to-6-months',
  '3-to-6-months': 'later',
  later: null,
};

/**
 * Does a vacancy's start date fall in the months an answer names (decision 076)? Within 3 months: up to 3 months
 * from today, or already started (an open vacancy still wants someone now); 3 to 6 months: 3 to 6 months out;
 * later: more than 6 months out. The months are the checker's own (`earliestStart`).
 */
export function startFits(start: StartAnswer, startDate: string, today: string): boolean {
  const next = NEXT_START[start];
  const from = start === 'within-3-months' ? '' : earliestStart({ start }, today);
  return startDate >= from && (next === null || startDate <= earliestStart({ start: next }, today));
}

/** Does the vacancy start when they said they could? Unknown when they did not say. */
export function judgeStart(answers: PossibleAnswers, startDate: string, today: string): MatchStanding {
  if (!answers.start) return 'unknown';
  return standingOf(answers.start.map((start) => (startFits(start, startDate, today) ? 'met' : 'notMet')));
}

const stated = <T>(wanted: readonly T[] | T | null, value: T): MatchStanding => {
  if (wanted === null) return 'unknown';
  const fits = Array.isArray(wanted) ? wanted.includes(value) : wanted === value;
  return fits ? 'met' : 'missing';
};

/** Each reason, in the order staff read them: region, sector, start, then the route's rules in its order. */
export function judgeMatch(
  facts: CandidateFacts,
  vacancy: VacancyFacts,
  route: RouteRules | null,
  today: string,
): MatchSummary {
  const reasons: MatchReason[] = [
    { criterion: 'region', standing: stated(facts.region, vacancy.region as RegionId) },
    { criterion: 'sector', standing: stated(facts.sectors, vacancy.sector as SchoolSector) },
    { criterion: 'start', standing: judgeStart(facts.answers, vacancy.startDate, today) },
  ];
  for (const requirement of route?.requirements ?? []) {
    // A criterion this code does not know (a newer Studio) is left out rather than guessed.
    if (!isEligibilityCriterion(requirement.criterion)) continue;
    const minimum = requirement.criterion === 'tefl' ? requirement.teflMinHours : requirement.minYears;
    reasons.push({
      criterion: requirement.criterion,
      standing: judgeRule(requirement, facts.answers),
      strength: requirement.strength === 'preferred' ? 'preferred' : 'required',
      ...(typeof minimum === 'number' ? { minimum } : {}),
    });
  }
  const fits = reasons.every((reason) => reason.standing !== 'missing' || reason.strength === 'preferred');
  return { fits, reasons };
}

/**
 * The ranking's keys, highest first, as one number: fitting at all (nothing required missing: counts of rules
 * differ between routes, so a near miss never outranks a fit), required rules met, preferred rules met,
 * region/sector/start met (each count is below 1,000).
 */
export function rankOf({ fits, reasons }: MatchSummary): number {
  const met = (test: (reason: MatchReason) => boolean) =>
    reasons.filter((reason) => reason.standing === 'met' && test(reason)).length;
  return (
    (fits ? 1e9 : 0) +
    met((r) => r.strength === 'required') * 1e6 +
    met((r) => r.strength === 'preferred') * 1e3 +
    met((r) => r.strength === undefined)
  );
}

/**
 * Best first: fits, required rules met, then preferred, then region/sector/start, then `recency` (highest).
 * Items sharing a judgment (one `reasons` array) are ranked once.
 */
export function byRank<T extends MatchSummary>(recency: (item: T) => number) {
  const ranks = new WeakMap<readonly MatchReason[], number>();
  const rank = (item: T) => {
    let value = ranks.get(item.reasons);
    if (value === undefined) ranks.set(item.reasons, (value = rankOf(item)));
    return value;
  };
  return (a: T, b: T): number => rank(b) - rank(a) || recency(b) - recency(a);
}
