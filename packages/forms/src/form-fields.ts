// THE table of form fields: for each form, every field's name (the schema's and storage's), its wire name (spec
// section 7, the legacy provider's, which apps/api serves too) and its label in English and Traditional Chinese.
// The web forms, the agency's mail, the staff area and its CSV export all read their words from here; the order
// is the order the mail, the stored record and the staff area list the fields in.
// Note the legacy quirk: `last_name` carries the FIRST name.
import type { AlertField } from './alert-schema.ts';
import type { ApplicationField } from './application-schema.ts';
import type { EnquiryField } from './enquiry-schema.ts';
import type { StatusRequestField } from './status-request-schema.ts';
import type { SubmissionKind } from './inbox.ts';

export type FieldLang = 'en' | 'zh-Hant';

export interface FormField {
  readonly wire: string;
  readonly label: Readonly<Record<FieldLang, string>>;
}

const field = (wire: string, en: string, zh: string): FormField => ({ wire, label: { en, 'zh-Hant': zh } });

// Fields both forms ask for, with the same wire name and words.
const PERSON = {
  firstName: field('last_name', 'First name', '名字'),
  surname: field('surname', 'Surname', '姓氏'),
  phone: field('phone', 'Phone', '電話'),
  email: field('email', 'Email', '電郵'),
} as const;
const MESSAGE = { en: 'Message', 'zh-Hant': '訊息' } as const;

export const ENQUIRY_FIELDS = {
  firstName: PERSON.firstName,
  surname: PERSON.surname,
  schoolCompany: field('schoolCompany', 'School / Company (if applicable)', '學校／公司（如適用）'),
  phone: PERSON.phone,
  email: PERSON.email,
  message: { wire: 'textarea', label: MESSAGE },
} as const satisfies Record<EnquiryField, FormField>;

export const APPLICATION_FIELDS = {
  firstName: PERSON.firstName,
  surname: PERSON.surname,
  phone: PERSON.phone,
  email: PERSON.email,
  idNo: field('id_no', 'ID number', '身份證號碼'),
  nationality: field('nationality', 'Nationality', '國籍'),
  maritalStatus: field('marital_status', 'Marital status', '婚姻狀況'),
  educationLevel: field('education_level', 'Education level', '教育程度'),
  teflCertificateHeld: field('tefl_certificate_held', 'TEFL certificate held', '持有 TEFL 證書'),
  passportHeld: field('passport_held', 'Passport held', '持有護照'),
  careerLevel: field('career_level', 'Teaching experience', '教學經驗'),
  locationInterestedIn: field('location_interested_in', 'Location interested in', '有意工作地點'),
  availableToStart: field('available_to_start', 'When could you start?', '何時可以開始工作？'),
  regionYouResideIn: field('region_you_reside_in', 'Country you reside in', '居住國家'),
  areaYouResideIn: field('area_you_reside_in', 'Area you reside in', '居住地區'),
  message: { wire: 'message', label: MESSAGE },
  // The uploaded CV: the form's file input, and the id the server gave the file in the posted application.
  fileName: field('fileName', 'CV', '履歷'),
  sectors: field('sectors', 'Sectors', '教育界別'),
  functions: field('functions', 'Functions', '職位類別'),
  vacancy: field('vacancy', 'Vacancy applied for', '申請職位'),
} as const satisfies Record<ApplicationField, FormField>;

/** The job-alert subscription (issue 29); its wire names are the field names. */
export const ALERT_FIELDS = {
  email: PERSON.email,
  regions: field('regions', 'Regions', '地區'),
  sectors: field('sectors', 'School sectors', '學校類別'),
  employmentTypes: field('employmentTypes', 'Employment types', '僱用形式'),
  frequency: field('frequency', 'How often', '通知次數'),
  lang: field('lang', 'Language', '語言'),
} as const satisfies Record<AlertField, FormField>;

export const STATUS_REQUEST_FIELDS = {
  email: PERSON.email,
  reference: field('reference', 'Reference (optional)', '參考編號（選填）'),
  lang: field('lang', 'Language', '語言'),
} as const satisfies Record<StatusRequestField, FormField>;

/** Each kind of submission's fields, by field name, in the mail's and the stored record's order. */
export const FORM_FIELDS: Readonly<Record<SubmissionKind, Readonly<Record<string, FormField>>>> = {
  enquiry: ENQUIRY_FIELDS,
  application: APPLICATION_FIELDS,
};

/** The field names of a kind of submission, in the table's order. */
export const fieldNamesOf = (kind: SubmissionKind): string[] => Object.keys(FORM_FIELDS[kind]);

/**
 * What a record keeps besides the answers, shown to staff after them: the page's language when it was sent (the
 * language the applicant reads; the acknowledgement was written in it). Its value is 'en' or 'zh-Hant'.
 */
export const RECORD_FIELDS: Readonly<Record<string, FormField>> = {
  language: field('language', 'Language used', '使用語言'),
};

/** A field's label in a language; a field neither table knows shows its own name. */
export const fieldLabel = (kind: SubmissionKind, name: string, lang: FieldLang): string =>
  (Object.hasOwn(FORM_FIELDS[kind], name) ? FORM_FIELDS[kind][name]?.label[lang] : undefined) ??
  (Object.hasOwn(RECORD_FIELDS, name) ? RECORD_FIELDS[name]?.label[lang] : undefined) ??
  name;
