/**
 * The eligibility checker's one rule book: the questions a teacher answers, the criteria a route's requirements
 * name (the Studio's `eligibilityRoute` documents), and how answers are judged against them. The Studio lists its
 * options from here, the page asks these questions and the server renders the same result without JavaScript.
 *
 * Answers come from a GET form, so they are parsed from URL parameters: anything unknown or tampered with is
 * treated as "not answered", never as an error.
 */

import {
  eligibilityQuestionIds,
  eligibilityQuestions,
  type EligibilityAnswers,
  type EligibilityQuestion,
} from './eligibility-questions.ts';

export * from './eligibility-questions.ts';

function isAnswer<Q extends EligibilityQuestion>(question: Q, value: unknown): value is EligibilityAnswers[Q] {
  return (eligibilityQuestions[question] as readonly unknown[]).includes(value);
}

/** Reads answers from URL parameters; unknown questions and values are ignored. */
export function parseEligibilityAnswers(params: URLSearchParams): EligibilityAnswers {
  const answers: Record<string, string> = {};
  for (const question of eligibilityQuestionIds) {
    const value = params.get(question);
    if (isAnswer(question, value)) answers[question] = value as string;
  }
  return answers as EligibilityAnswers;
}

/** The answers as URL parameters, in question order (the page's URL and the no-JS form agree). */
export function eligibilitySearch(answers: EligibilityAnswers): string {
  const params = new URLSearchParams();
  for (const question of eligibilityQuestionIds) {
    const value = answers[question];
    if (value) params.set(question, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** What a requirement asks for. Staff pick one per requirement in the Studio. */
export const eligibilityCriteria = [
  { value: 'englishCompetence', title: 'Native-speaker English competence' },
  { value: 'degree', title: "A bachelor's degree (any subject)" },
  { value: 'englishMajor', title: "An English-major degree, or any degree plus an English-major higher degree" },
  { value: 'pgdeEnglish', title: 'A PGDE (or equivalent teacher training) majoring in English' },
  { value: 'teachingQualification', title: 'Any recognised teaching qualification' },
  { value: 'tefl', title: 'A TEFL/TESL qualification (set the minimum hours, or leave empty for any certificate)' },
  { value: 'experience', title: 'Years of teaching experience (set the minimum)' },
] as const;

export type EligibilityCriterion = (typeof eligibilityCriteria)[number]['value'];

export const eligibilityCriterionIds: readonly string[] = eligibilityCriteria.map((c) => c.value);

export function isEligibilityCriterion(value: unknown): value is EligibilityCriterion {
  return eligibilityCriterionIds.includes(value as string);
}

/** A requirement as the checker needs it (the query's result carries more, e.g. its wording). */
export interface EligibilityRequirementRule {
  criterion: string | null;
  /** `required`: unmet means "does not yet meet"; `preferred`: unmet means "may meet". */
  strength?: string | null;
  teflMinHours?: number | null;
  minYears?: number | null;
}

/**
 * How one requirement stands: met, not met, partly met (the teacher's answer may count, the school decides),
 * or not judged (the question it needs is unanswered).
 */
export type RequirementStanding = 'met' | 'notMet' | 'partly' | 'unanswered';

const experienceYears = { '3-plus': 3, '2': 2, '1': 1, '0': 0 } as const;

/** The questions a criterion is judged on (the page lists these when it could not judge). */
export const questionsForCriterion: Record<EligibilityCriterion, EligibilityQuestion[]> = {
  englishCompetence: ['english'],
  degree: ['degree'],
  englishMajor: ['degree', 'higherDegree'],
  pgdeEnglish: ['training'],
  teachingQualification: ['training'],
  tefl: ['tefl'],
  experience: ['experience'],
};

export function judgeRequirement(
  requirement: EligibilityRequirementRule,
  answers: EligibilityAnswers,
): RequirementStanding {
  switch (requirement.criterion) {
    case 'englishCompetence':
      if (!answers.english) return 'unanswered';
      if (answers.english === 'native-passport') return 'met';
      return answers.english === 'native-other' ? 'partly' : 'notMet';
    case 'degree':
      if (!answers.degree) return 'unanswered';
      return answers.degree === 'none' ? 'notMet' : 'met';
    case 'englishMajor': {
      if (answers.degree === 'english') return 'met';
      if (answers.degree === 'none') return 'notMet';
      if (!answers.degree) return 'unanswered';
      // Any degree plus an English-major higher degree also counts.
      if (!answers.higherDegree) return 'unanswered';
      return answers.higherDegree === 'english' ? 'met' : 'notMet';
    }
    case 'pgdeEnglish':
      if (!answers.training) return 'unanswered';
      return answers.training === 'pgde-english' ? 'met' : 'notMet';
    case 'teachingQualification':
      if (!answers.training) return 'unanswered';
      return answers.training === 'none' ? 'notMet' : 'met';
    case 'tefl': {
      if (!answers.tefl) return 'unanswered';
      if (answers.tefl === 'none') return 'notMet';
      const minimum = requirement.teflMinHours ?? 0;
      if (answers.tefl === 'under-120' && minimum >= 120) return 'notMet';
      return 'met';
    }
    case 'experience': {
      if (!answers.experience) return 'unanswered';
      return experienceYears[answers.experience] >= (requirement.minYears ?? 0) ? 'met' : 'notMet';
    }
    default:
      // A criterion this code does not know (a newer Studio): never guess.
      return 'unanswered';
  }
}

export type RouteOutcome = 'meets' | 'mayMeet' | 'notYet';

export interface RouteAssessment<R extends EligibilityRequirementRule> {
  outcome: RouteOutcome;
  requirements: { requirement: R; standing: RequirementStanding }[];
  /** Required or preferred requirements not met, in the route's order. */
  missing: R[];
  /** Requirements whose questions are unanswered: the result says it could not judge them. */
  unjudged: R[];
}

/**
 * A route's outcome: "does not yet meet" when a required requirement is not met; "may meet" when one could not
 * be judged or is only partly met, or a preferred one is not met; otherwise "meets".
 */
export function assessRoute<R extends EligibilityRequirementRule>(
  requirements: readonly R[],
  answers: EligibilityAnswers,
): RouteAssessment<R> {
  const judged = requirements.map((requirement) => ({ requirement, standing: judgeRequirement(requirement, answers) }));
  const isRequired = (r: R) => r.strength !== 'preferred';
  const missing = judged.filter((j) => j.standing === 'notMet').map((j) => j.requirement);
  const unjudged = judged.filter((j) => j.standing === 'unanswered').map((j) => j.requirement);
  let outcome: RouteOutcome = 'meets';
  if (judged.some((j) => j.standing === 'notMet' && isRequired(j.requirement))) outcome = 'notYet';
  else if (judged.some((j) => j.standing !== 'met')) outcome = 'mayMeet';
  return { outcome, requirements: judged, missing, unjudged };
}

/** The earliest start date a teacher's answer allows, as YYYY-MM-DD (vacancies starting earlier are left out). */
export function earliestStart(answers: EligibilityAnswers, today: string): string {
  const months = answers.start === 'later' ? 6 : answers.start === '3-to-6-months' ? 3 : 0;
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}
