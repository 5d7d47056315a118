/**
 * Fields of the application form that a link may fill in ("Apply with these answers" on the eligibility checker):
 * `?educationLevel=…&teflCertificateHeld=…`. Only the form's own choices are taken; anything else is ignored.
 * Nothing is stored: the values only start the form, and the teacher sees and changes them before sending.
 */
import {
  AVAILABLE_TO_START,
  CAREER_LEVELS,
  EDUCATION_LEVELS,
  LOCATIONS,
  TEFL_CERTIFICATE_OPTIONS,
  valuesOf,
  type ApplicationFormValues,
} from '@agency/forms';

const prefillable = {
  educationLevel: valuesOf(EDUCATION_LEVELS),
  teflCertificateHeld: valuesOf(TEFL_CERTIFICATE_OPTIONS),
  careerLevel: valuesOf(CAREER_LEVELS),
  locationInterestedIn: valuesOf(LOCATIONS),
  availableToStart: valuesOf(AVAILABLE_TO_START),
} satisfies Partial<Record<keyof ApplicationFormValues, string[]>>;

export type PrefilledValues = Partial<Record<keyof typeof prefillable, string>>;

export function prefillFromSearch(search: URLSearchParams): PrefilledValues {
  const values: PrefilledValues = {};
  for (const [field, allowed] of Object.entries(prefillable) as [keyof typeof prefillable, string[]][]) {
    const value = search.get(field);
    if (value && allowed.includes(value)) values[field] = value;
  }
  return values;
}
