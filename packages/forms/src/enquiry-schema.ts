// The school / Contact Us enquiry (spec sections 3 and 5): every field required, phone digits only, e-mail pattern.
import { object, type ObjectSchema } from 'yup';
import { email, optionalText, phone, requiredText } from './fields.ts';
import { MAX_LENGTHS } from './limits.ts';

export interface EnquiryValues {
  firstName: string;
  surname: string;
  schoolCompany: string;
  phone: string;
  email: string;
  message: string;
}

export type EnquiryField = keyof EnquiryValues;

export const enquirySchema: ObjectSchema<EnquiryValues> = object({
  firstName: requiredText('firstName', MAX_LENGTHS.firstName),
  surname: requiredText('surname', MAX_LENGTHS.surname),
  // Its label says "(if applicable)": a parent or a private tutor has none.
  schoolCompany: optionalText(MAX_LENGTHS.schoolCompany),
  phone: phone(MAX_LENGTHS.phone),
  email: email(MAX_LENGTHS.email),
  message: requiredText('message', MAX_LENGTHS.enquiryMessage, { multiLine: true }),
});

export const emptyEnquiry = (): EnquiryValues => ({
  firstName: '',
  surname: '',
  schoolCompany: '',
  phone: '',
  email: '',
  message: '',
});
