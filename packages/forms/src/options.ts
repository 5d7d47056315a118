import { eligibilityQuestions } from '@agency/content/eligibility-questions';
import { regionList } from '@agency/regions';

// Choice lists of the application form. `value` is what is stored and sent (stable English text the agency reads
// in its e-mails); `key` names the label in the `forms` i18n namespace (`forms:options.<list>.<key>`).
export interface ChoiceOption {
  readonly value: string;
  readonly key: string;
}

const list = <const T extends readonly ChoiceOption[]>(options: T) => options;

export const MARITAL_STATUSES = list([
  { value: 'Single', key: 'single' },
  { value: 'Married', key: 'married' },
]);

/**
 * When the teacher could start (decision 076): the eligibility checker's own `start` answers, stored as they are,
 * so "Apply with these answers" carries the checker's answer over and matching reads it as the checker does. The
 * answer names its label too (`forms:options.availableToStart.<answer>`).
 */
export const AVAILABLE_TO_START = eligibilityQuestions.start.map((answer) => ({
  value: answer,
  key: answer,
}));

export const TEFL_CERTIFICATE_OPTIONS = list([
  { value: 'Yes', key: 'yes' },
  { value: 'In progress', key: 'inProgress' },
  { value: 'No', key: 'no' },
]);

export const EDUCATION_LEVELS = list([
  { value: 'High school diploma', key: 'highSchool' },
  { value: 'Associate degree', key: 'associate' },
  { value: "Bachelor's degree", key: 'bachelor' },
  { value: "Master's degree", key: 'master' },
  { value: 'Doctorate', key: 'doctorate' },
]);

/** Teaching experience: labelled by what it asks (wire name `career_level`; the spec once labelled it "Degree held"). */
export const CAREER_LEVELS = list([
  { value: 'Entry level', key: 'entryLevel' },
  { value: 'Up to 1 year', key: 'upTo1' },
  { value: 'Up to 2 years', key: 'upTo2' },
  { value: 'Up to 3 years', key: 'upTo3' },
  { value: 'Up to 4 years', key: 'upTo4' },
]);

/** The regions (@agency/regions), stored by their English name and labelled with the region's own labels. */
export const LOCATIONS = regionList.map((region) => ({ value: region.formValue, key: region.settingsKey }));

export const SECTORS = list([
  { value: 'Kindergarten', key: 'kindergarten' },
  { value: 'Primary school', key: 'primary' },
  { value: 'Secondary school', key: 'secondary' },
  { value: 'Learning centre', key: 'learningCentre' },
  { value: 'International school', key: 'international' },
  { value: 'Special educational needs', key: 'sen' },
  { value: 'Adult and corporate', key: 'adult' },
]);

export const FUNCTIONS = list([
  { value: 'Native English teacher', key: 'net' },
  { value: 'Teaching assistant', key: 'assistant' },
  { value: 'Phonics teacher', key: 'phonics' },
  { value: 'Drama and public speaking teacher', key: 'drama' },
  { value: 'Curriculum developer', key: 'curriculum' },
  { value: 'Academic coordinator', key: 'coordinator' },
]);

export const valuesOf = (options: readonly ChoiceOption[]): string[] => options.map((o) => o.value);
