// The English label of each field in the agency's notification mail, in the order the mail lists them. Keyed by
// FIELD name: storage and mail use field names; wire names stay in wire.ts and the API's routes.
import type { ApplicationField } from './application-schema.ts';
import type { EnquiryField } from './enquiry-schema.ts';

export const ENQUIRY_MAIL_LABELS = {
  firstName: 'First name',
  surname: 'Surname',
  schoolCompany: 'School / company',
  phone: 'Phone',
  email: 'E-mail',
  message: 'Message',
} as const satisfies Record<EnquiryField, string>;

export const APPLICATION_MAIL_LABELS = {
  firstName: 'First name',
  surname: 'Surname',
  phone: 'Phone',
  email: 'E-mail',
  idNo: 'ID / passport no.',
  nationality: 'Nationality',
  maritalStatus: 'Marital status',
  educationLevel: 'Education level',
  teflCertificateHeld: 'TEFL certificate held',
  passportHeld: 'Passport held',
  careerLevel: 'Teaching experience',
  locationInterestedIn: 'Location interested in',
  regionYouResideIn: 'Country of residence',
  areaYouResideIn: 'Area of residence',
  message: 'Message',
  fileName: 'CV upload id',
  sectors: 'Sectors',
  functions: 'Functions',
  vacancy: 'Vacancy',
} as const satisfies Record<ApplicationField, string>;
