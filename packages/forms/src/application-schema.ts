// The teacher application (spec sections 3 and 5). Teach Abroad and Vacancies share every field; Vacancies adds
// sectors, functions (at least one each) and the vacancy applied for. The browser validates the "form" schemas
// (the CV is checked as files); the server validates the full schemas, which also require the uploaded CV's id.
import { array, object, string, type ObjectSchema } from 'yup';
import { choice, choices, email, optionalChoice, optionalText, phone, requiredText } from './fields.ts';
import { FILE_NAME_PATTERN, MAX_LENGTHS, VACANCY_SLUG_PATTERN } from './limits.ts';
import { ERROR_KEYS, requiredKey } from './messages.ts';
import { COUNTRY_VALUES } from './nationalities.ts';
import {
  AVAILABLE_TO_START,
  CAREER_LEVELS,
  EDUCATION_LEVELS,
  FUNCTIONS,
  LOCATIONS,
  MARITAL_STATUSES,
  SECTORS,
  TEFL_CERTIFICATE_OPTIONS,
  valuesOf,
} from './options.ts';

export type ApplicationVariant = 'teach-abroad' | 'vacancies';

/** What the applicant fills in. `sectors`, `functions` and `vacancy` are used by the Vacancies form only. */
export interface ApplicationFormValues {
  firstName: string;
  surname: string;
  idNo: string;
  nationality: string;
  phone: string;
  email: string;
  maritalStatus: string;
  educationLevel: string;
  teflCertificateHeld: string;
  passportHeld: string;
  careerLevel: string;
  locationInterestedIn: string;
  /** When they could start (the checker's `start` answers); empty = not said. */
  availableToStart: string;
  regionYouResideIn: string;
  areaYouResideIn: string;
  message: string;
  sectors: string[];
  functions: string[];
  /** Slug of the vacancy applied for; empty = any suitable vacancy. */
  vacancy: string;
}

/** A complete application as posted: the form plus the id the server gave the uploaded CV. */
export interface ApplicationValues extends ApplicationFormValues {
  fileName: string;
}

export type ApplicationField = keyof ApplicationValues;

const COMMON_FIELD_ORDER = [
  'firstName',
  'surname',
  'idNo',
  'nationality',
  'phone',
  'email',
  'maritalStatus',
  'educationLevel',
  'teflCertificateHeld',
  'passportHeld',
  'careerLevel',
  'locationInterestedIn',
  'availableToStart',
  'regionYouResideIn',
  'areaYouResideIn',
] as const satisfies readonly (keyof ApplicationFormValues)[];

/** The form's fields in page order (the error summary and focus follow it); the CV upload comes last. */
export const APPLICATION_FIELD_ORDER: Record<ApplicationVariant, readonly (keyof ApplicationFormValues)[]> = {
  'teach-abroad': [...COMMON_FIELD_ORDER, 'message'],
  vacancies: [...COMMON_FIELD_ORDER, 'sectors', 'functions', 'vacancy', 'message'],
};

const commonFields = {
  firstName: requiredText('firstName', MAX_LENGTHS.firstName),
  surname: requiredText('surname', MAX_LENGTHS.surname),
  // Optional (PCPD: collect the minimum when recruiting): the form says why it is asked and that it may wait.
  idNo: optionalText(MAX_LENGTHS.idNo),
  nationality: choice('nationality', COUNTRY_VALUES),
  phone: phone(MAX_LENGTHS.phone),
  email: email(MAX_LENGTHS.email),
  maritalStatus: optionalChoice(valuesOf(MARITAL_STATUSES)),
  educationLevel: choice('educationLevel', valuesOf(EDUCATION_LEVELS)),
  teflCertificateHeld: choice('teflCertificateHeld', valuesOf(TEFL_CERTIFICATE_OPTIONS)),
  passportHeld: choice('passportHeld', COUNTRY_VALUES),
  careerLevel: choice('careerLevel', valuesOf(CAREER_LEVELS)),
  locationInterestedIn: choice('locationInterestedIn', valuesOf(LOCATIONS)),
  availableToStart: optionalChoice(valuesOf(AVAILABLE_TO_START)),
  regionYouResideIn: choice('regionYouResideIn', COUNTRY_VALUES),
  areaYouResideIn: requiredText('areaYouResideIn', MAX_LENGTHS.areaYouResideIn),
  message: requiredText('message', MAX_LENGTHS.applicationMessage, { multiLine: true }),
};

// Teach Abroad has no sectors/functions/vacancy: they are accepted only as empty.
const teachAbroadExtras = {
  sectors: array().of(string().required()).max(0, ERROR_KEYS.invalidOption).default([]),
  functions: array().of(string().required()).max(0, ERROR_KEYS.invalidOption).default([]),
  vacancy: string().trim().max(0, ERROR_KEYS.invalidOption).default(''),
};

const vacanciesExtras = {
  sectors: choices('sectors', valuesOf(SECTORS)),
  functions: choices('functions', valuesOf(FUNCTIONS)),
  vacancy: string()
    .trim()
    .max(MAX_LENGTHS.vacancy, ERROR_KEYS.tooLong)
    .matches(VACANCY_SLUG_PATTERN, { message: ERROR_KEYS.vacancyFormat, excludeEmptyString: true })
    .default(''),
};

const fileNameField = {
  fileName: string()
    .trim()
    .required(requiredKey('fileName'))
    .max(MAX_LENGTHS.fileName, ERROR_KEYS.tooLong)
    .matches(FILE_NAME_PATTERN, { message: ERROR_KEYS.fileNameFormat, excludeEmptyString: true })
    .default(''),
};

export const teachAbroadFormSchema = object({
  ...commonFields,
  ...teachAbroadExtras,
}) as ObjectSchema<ApplicationFormValues>;
export const vacanciesFormSchema = object({
  ...commonFields,
  ...vacanciesExtras,
}) as ObjectSchema<ApplicationFormValues>;

/** Server-side schemas: the form plus the uploaded CV's id. */
export const applicationSchema = object({
  ...commonFields,
  ...teachAbroadExtras,
  ...fileNameField,
}) as ObjectSchema<ApplicationValues>;
export const vacanciesApplicationSchema = object({
  ...commonFields,
  ...vacanciesExtras,
  ...fileNameField,
}) as ObjectSchema<ApplicationValues>;

export const applicationFormSchemaFor = (variant: ApplicationVariant) =>
  variant === 'vacancies' ? vacanciesFormSchema : teachAbroadFormSchema;

export const applicationSchemaFor = (variant: ApplicationVariant) =>
  variant === 'vacancies' ? vacanciesApplicationSchema : applicationSchema;

export const emptyApplication = (vacancy = ''): ApplicationFormValues => ({
  firstName: '',
  surname: '',
  idNo: '',
  nationality: '',
  phone: '',
  email: '',
  maritalStatus: '',
  educationLevel: '',
  teflCertificateHeld: '',
  passportHeld: '',
  careerLevel: '',
  locationInterestedIn: '',
  availableToStart: '',
  regionYouResideIn: '',
  areaYouResideIn: '',
  message: '',
  sectors: [],
  functions: [],
  vacancy,
});
