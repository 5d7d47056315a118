// Stored answers in the staff member's language. The forms store stable English values; their words in both
// languages live with the forms (packages/forms: countries, regions; the application form's own option labels).
import { countryOptions } from '@agency/forms/nationalities';
import {
  AVAILABLE_TO_START,
  CAREER_LEVELS,
  EDUCATION_LEVELS,
  FUNCTIONS,
  MARITAL_STATUSES,
  SECTORS,
  TEFL_CERTIFICATE_OPTIONS,
  type ChoiceOption,
} from '@agency/forms/options';
import { regionList } from '@agency/regions';
// The application form's option words, the ones the applicant saw (the web app's forms namespace).
import webFormsEn from '../../../web/src/i18n/locales/en/forms.json';
import webFormsZh from '../../../web/src/i18n/locales/zh-Hant/forms.json';

type Lang = 'en' | 'zh-Hant';
type OptionWords = Record<string, Record<string, string>>;
const OPTION_WORDS: Record<Lang, OptionWords> = {
  en: webFormsEn.options as OptionWords,
  'zh-Hant': webFormsZh.options as OptionWords,
};

/** Each choice field and its options; the words are under the field's name in the forms namespace. */
const CHOICES: Record<string, readonly ChoiceOption[]> = {
  maritalStatus: MARITAL_STATUSES,
  educationLevel: EDUCATION_LEVELS,
  teflCertificateHeld: TEFL_CERTIFICATE_OPTIONS,
  careerLevel: CAREER_LEVELS,
  availableToStart: AVAILABLE_TO_START,
  sectors: SECTORS,
  functions: FUNCTIONS,
};
const COUNTRY_FIELDS = new Set(['nationality', 'passportHeld', 'regionYouResideIn']);

/** A country's name in a language (its stored English name when the list does not know it). */
export function countryName(value: string, lang: Lang): string {
  return countryOptions(lang).find((option) => option.value === value)?.label ?? value;
}

function regionName(value: string, lang: Lang): string {
  return regionList.find((region) => region.formValue === value)?.label[lang] ?? value;
}

/** One stored value of a field in a language; a value no list knows is shown as stored. */
export function answerWord(field: string, value: string, lang: Lang): string {
  if (COUNTRY_FIELDS.has(field)) return countryName(value, lang);
  if (field === 'locationInterestedIn') return regionName(value, lang);
  const options = CHOICES[field];
  const key = options?.find((option) => option.value === value)?.key;
  return (key && OPTION_WORDS[lang][field]?.[key]) ?? value;
}
