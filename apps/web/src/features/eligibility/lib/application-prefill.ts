/**
 * "Apply with these answers": the application form's fields that the checker's answers fill in, as URL parameters
 * named after the form's fields (forms/lib/prefill.ts reads them back and keeps only the form's own choices).
 * Only what the answers say for certain is filled in; nothing is stored.
 */
import type { EligibilityAnswers } from '@agency/content/eligibility';
import {
  CAREER_LEVELS,
  EDUCATION_LEVELS,
  TEFL_CERTIFICATE_OPTIONS,
  type ApplicationFormValues,
  type ChoiceOption,
} from '@agency/forms';

type PrefilledField = 'educationLevel' | 'teflCertificateHeld' | 'careerLevel' | 'locationInterestedIn';

const valueOf = (options: readonly ChoiceOption[], key: string) => options.find((o) => o.key === key)?.value;

const careerLevelKeys: Partial<Record<NonNullable<EligibilityAnswers['experience']>, string>> = {
  '0': 'entryLevel',
  '1': 'upTo1',
  '2': 'upTo2',
};

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
  return new URLSearchParams(
    Object.entries(prefill).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
