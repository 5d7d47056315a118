import {
  ENQUIRY_WIRE_NAMES,
  emptyEnquiry,
  enquirySchema,
  fieldLabel,
  fieldNamesOf,
  type EnquiryField,
  type EnquiryValues,
} from '@agency/forms';
import { TextAreaField, TextField } from '@agency/form-ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n/use-lang.ts';
import { FormFrame } from './components/form-frame.tsx';
import { PrivacyStatement } from './components/privacy-statement.tsx';
import { EmailField, PhoneField } from './components/text-field.tsx';
import { errorText } from './lib/error-text.ts';
import { formsClient } from './lib/forms-client.ts';
import { usePostedForm } from './lib/posted-form.ts';
import { useFormFlow } from './lib/use-form-flow.ts';
import { wireField } from './lib/wire-field.ts';
import { wordedErrors } from './lib/validate-values.ts';
import styles from './components/form-frame.module.css';

export interface EnquiryFormProps {
  /** Where the form sits: Contact Us or For Your School. */
  source: 'contact-us' | 'for-your-school';
}

/** In page order, which is the table of form fields' order. */
const FIELDS = fieldNamesOf('enquiry') as EnquiryField[];

/** The school / Contact Us enquiry (spec sections 2, 3, 5): posts to the enquiry endpoint, shows the reference. */
export function EnquiryForm({ source }: EnquiryFormProps) {
  const { t } = useTranslation('forms');
  const formId = `enquiry-${source}`;
  const fieldId = (field: string) => `${formId}-${field}`;
  const lang = useLang();
  const label = (field: string) => fieldLabel('enquiry', field, lang);
  const translate = errorText(t, label);
  const flow = useFormFlow<EnquiryValues>({
    initialValues: emptyEnquiry(),
    fields: FIELDS,
    fieldId,
    translate,
    validate: (values) => wordedErrors(enquirySchema, values, translate),
    send: (values, meta) => formsClient().sendEnquiry(values, meta),
    posted: usePostedForm(formId),
  });
  const { formik, errorOf } = flow;
  const text = (field: EnquiryField) => ({
    id: fieldId(field),
    label: label(field),
    error: errorOf(field),
    ...wireField(formik, field, ENQUIRY_WIRE_NAMES[field]),
  });

  return (
    <div className={styles.withPrivacy} data-form="enquiry" data-source={source}>
      <FormFrame id={formId} kind="enquiry" flow={flow}>
        <TextField {...text('firstName')} autoComplete="given-name" />
        <TextField {...text('surname')} autoComplete="family-name" />
        <TextField {...text('schoolCompany')} autoComplete="organization" />
        <PhoneField {...text('phone')} />
        <EmailField {...text('email')} />
        <div className={styles.full}>
          <TextAreaField {...text('message')} rows={8} />
        </div>
      </FormFrame>
      <PrivacyStatement kind="enquiry" id={`${formId}-privacy`} />
    </div>
  );
}
