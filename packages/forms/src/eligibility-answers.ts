/**
 * The one mapping between the eligibility checker's answers and the application form's fields, both ways:
 * - "Apply with these answers" (the checker's page): the fields the answers fill in, as URL parameters named after
 *   the form's fields (the form's prefill keeps only its own choices). Only what the answers say for certain.
 * - Matching (the staff API): the answers an application allows. The form asks less than the checker (no degree
 *   subject, no TEFL hours, no teacher training), so each question gets the set of answers consistent
 *   with what the teacher wrote; a question the application says nothing about gets none ("not given").
 */
import {
  eligibilityQuestions,
  type EligibilityAnswers,
  type EligibilityQuestion,
} from '@agency/content/eligibility';
import { SCHOOL_SECTORS, type SchoolSector } from '@agency/content/vacancy-options';
import { regionList, type RegionId } from '@agency/regions';
import type { ApplicationFormValues } from './application-schema.ts';
import {
  CAREER_LEVELS,
  EDUCATION_LEVELS,
  SECTORS,
  TEFL_CERTIFICATE_OPTIONS,
  type ChoiceOption,
} from './options.ts';

type PrefilledField =
  'educationLevel' | 'teflCertificateHeld' | 'careerLevel' | 'locationInterestedIn' | 'availableToStart';

const valueOf = (options: readonly ChoiceOption[], key: string) => options.find((o) => o.key === key)?.value;
const keyOf = (options: readonly ChoiceOption[], value: unknown) =>
  options.find((o) => o.value === value)?.key;

type Experience = NonNullable<EligibilityAnswers['experience']>;

/** The checker's years of experience and the form's career level ("up to N years": more than N-1, at most N). */
const careerLevelKeys: Partial<Record<Experience, string>> = {
  '0': 'entryLevel',
  '1': 'upTo1',
  '2': 'upTo2',
};
const experienceOfCareerLevel: Record<string, Experience[]> = {
  entryLevel: ['0'],
  upTo1: ['1'],
  upTo2: ['2'],
  upTo3: ['2', '3-plus'],
  upTo4: ['3-plus'],
};

/**
 * The passports the checker's "native speaker with a passport from the UK, Ireland, the USA, Canada, Australia,
 * New Zealand or South Africa" names, as the form's country values.
 */
export const NATIVE_ENGLISH_PASSPORTS: readonly string[] = [
  'United Kingdom',
  'Ireland',
  'United States of America',
  'Canada',
  'Australia',
  'New Zealand',
  'South Africa',
];

export function applicationPrefill(answers: EligibilityAnswers, location?: string): URLSearchParams {
  const prefill: Partial<Pick<ApplicationFormValues, PrefilledField>> = {};
  const hasHigherDegree = answers.higherDegree === 'english' || answers.higherDegree === 'other';
  const hasDegree = answers.degree === 'english' || answers.degree === 'other';
  if (hasHigherDegree) prefill.educationLevel = valueOf(EDUCATION_LEVELS, 'master');
  else if (hasDegree) prefill.educationLevel = valueOf(EDUCATION_LEVELS, 'bachelor');
  if (answers.tefl)
    prefill.teflCertificateHeld = valueOf(TEFL_CERTIFICATE_OPTIONS, answers.tefl === 'none' ? 'no' : 'yes');
  const careerLevelKey = answers.experience && careerLevelKeys[answers.experience];
  if (careerLevelKey) prefill.careerLevel = valueOf(CAREER_LEVELS, careerLevelKey);
  if (location) prefill.locationInterestedIn = location;
  // The form's start choices are the checker's own answers.
  if (answers.start) prefill.availableToStart = answers.start;
  return new URLSearchParams(
    Object.entries(prefill).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Each question and the answers an application allows; a question left out is not given. */
export type PossibleAnswers = { [Q in EligibilityQuestion]?: readonly NonNullable<EligibilityAnswers[Q]>[] };

/** The application fields matching reads (stored under these names in a submission's data). */
export type MatchingFields = Partial<
  Pick<
    ApplicationFormValues,
    | 'educationLevel'
    | 'teflCertificateHeld'
    | 'careerLevel'
    | 'passportHeld'
    | 'locationInterestedIn'
    | 'availableToStart'
  >
> & { sectors?: readonly string[] };

const degreeOfEducation: Record<string, Pick<PossibleAnswers, 'degree' | 'higherDegree'>> = {
  highSchool: { degree: ['none'], higherDegree: ['none'] },
  associate: { degree: ['none'], higherDegree: ['none'] },
  // A degree's subject is not asked: English or another.
  bachelor: { degree: ['english', 'other'], higherDegree: ['none'] },
  master: { degree: ['english', 'other'], higherDegree: ['english', 'other'] },
  doctorate: { degree: ['english', 'other'], higherDegree: ['english', 'other'] },
};

/** The checker's answers an application allows (the reverse of `applicationPrefill`, widened where it asks less). */
export function possibleAnswers(application: MatchingFields): PossibleAnswers {
  const answers: PossibleAnswers = {};
  const education = keyOf(EDUCATION_LEVELS, application.educationLevel);
  if (education) Object.assign(answers, degreeOfEducation[education]);
  const tefl = keyOf(TEFL_CERTIFICATE_OPTIONS, application.teflCertificateHeld);
  const start = eligibilityQuestions.start.find((answer) => answer === application.availableToStart);
  if (start) answers.start = [start];
  // The form does not ask the hours; a course still in progress is not yet held.
  if (tefl) answers.tefl = tefl === 'yes' ? ['120-plus', 'under-120'] : ['none'];
  const career = keyOf(CAREER_LEVELS, application.careerLevel);
  if (career) answers.experience = experienceOfCareerLevel[career];
  // The form asks the passport, not the first language: a passport the checker names counts as it does there;
  // any other leaves the question open (staff ask), never "not a native speaker".
  if (application.passportHeld && NATIVE_ENGLISH_PASSPORTS.includes(application.passportHeld))
    answers.english = ['native-passport'];
  return answers;
}

/** The region an application is interested in (its stored English name), or null when not given. */
export const regionOfApplication = (application: MatchingFields): RegionId | null =>
  regionList.find((region) => region.formValue === application.locationInterestedIn)?.id ?? null;

/** The form's sector choices as vacancies' school sectors (the form also offers sectors no vacancy has). */
const schoolSectorOfFormSector: Partial<Record<string, SchoolSector>> = Object.fromEntries(
  SECTORS.flatMap((option) => {
    const sector = SCHOOL_SECTORS.find((s) => s.label.en === option.value);
    return sector ? [[option.value, sector.value]] : [];
  }),
);

/** The school sectors an application names (Vacancies form), or null when it names none (Teach Abroad form). */
export function sectorsOfApplication(application: MatchingFields): SchoolSector[] | null {
  const sectors = (application.sectors ?? []).flatMap((value) => schoolSectorOfFormSector[value] ?? []);
  return (application.sectors ?? []).length === 0 ? null : sectors;
}

/** The application fields matching reads, in the order of their stored facts. */
const FACT_FIELDS = [
  'educationLevel',
  'teflCertificateHeld',
  'careerLevel',
  'passportHeld',
  'locationInterestedIn',
  'sectors',
  // Last, so facts stored before the form asked it read back as "not given".
  'availableToStart',
] as const satisfies readonly (keyof MatchingFields)[];

/**
 * What matching needs of an application's stored data, as short JSON text (a JSON array in FACT_FIELDS order; an empty answer is kept as ""),
 * kept beside the submission when it is stored so matching a vacancy reads ~100 bytes a candidate, not the whole
 * submission. Equal facts are equal text: judgments are shared by it.
 */
export function matchingFactsOf(data: Record<string, unknown>): string {
  return JSON.stringify(FACT_FIELDS.map((field) => data[field] ?? null));
}

/** The fields back from `matchingFactsOf`'s text. */
export function fieldsOfMatchingFacts(facts: string): MatchingFields {
  const values = JSON.parse(facts) as unknown[];
  return Object.fromEntries(
    FACT_FIELDS.flatMap((field, i) =>
      values[i] === null || values[i] === undefined ? [] : [[field, values[i]]],
    ),
  ) as MatchingFields;
}
