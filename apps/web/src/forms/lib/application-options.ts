// Option lists of the application form in the page's language: values from the shared package, labels from i18n
// (countries from the generated list in @agency/forms, named and ordered by CLDR; regions from @agency/regions).
import {
  AVAILABLE_TO_START,
  CAREER_LEVELS,
  countryOptions,
  EDUCATION_LEVELS,
  FUNCTIONS,
  MARITAL_STATUSES,
  SECTORS,
  TEFL_CERTIFICATE_OPTIONS,
  type ChoiceOption,
} from '@agency/forms';
import { regionList } from '@agency/regions';
import type { TFunction } from 'i18next';
import type { Lang } from '../../i18n/lang.ts';
import type { SelectOption } from '@agency/form-ui';

const labelled = (t: TFunction, list: string, options: readonly ChoiceOption[]): SelectOption[] =>
  options.map((o) => ({ value: o.value, label: t(`options.${list}.${o.key}`) }));

export function applicationOptions(t: TFunction, lang: Lang) {
  return {
    countries: countryOptions(lang),
    maritalStatus: labelled(t, 'maritalStatus', MARITAL_STATUSES),
    teflCertificateHeld: labelled(t, 'teflCertificateHeld', TEFL_CERTIFICATE_OPTIONS),
    educationLevel: labelled(t, 'educationLevel', EDUCATION_LEVELS),
    careerLevel: labelled(t, 'careerLevel', CAREER_LEVELS),
    locationInterestedIn: regionList.map((region) => ({
      value: region.formValue,
      label: region.label[lang],
    })),
    availableToStart: labelled(t, 'availableToStart', AVAILABLE_TO_START),
    sectors: labelled(t, 'sectors', SECTORS),
    functions: labelled(t, 'functions', FUNCTIONS),
  };
}
