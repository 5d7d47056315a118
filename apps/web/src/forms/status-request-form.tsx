import {
  emptyStatusRequest,
  STATUS_REQUEST_FIELDS,
  statusRequestSchema,
  type StatusRequestField,
  type StatusRequestValues,
} from '@agency/forms';
import { TextField } from '@agency/form-ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n/use-lang.ts';
import { FormFrame } from './components/form-frame.tsx';
import { EmailField } from './components/text-field.tsx';
import { errorText } from './lib/error-text.ts';
import { formsClient } from './lib/forms-client.ts';
import { usePostedForm } from './lib/posted-form.ts';
import { useFormFlow } from './lib/use-form-flow.ts';
import { wireField } from './lib/wire-field.ts';
import { wordedErrors } from './lib/validate-values.ts';

const FIELDS: readonly StatusRequestField[] = ['email', 'reference'];

/**
 * Application status (issue 30): an address and, if they have it, a reference. The server e-mails a link when
 * something matches; the answer here is the same either way, so nobody learns who has applied.
 */
export function StatusRequestForm() {
  const { t } = useTranslation('application-status');
  const lang = useLang();
  const fieldId = (field: string) => `status-request-${field}`;
  const label = (field: StatusRequestField) => STATUS_REQUEST_FIELDS[field].label[lang];
  const translate = errorText(t, (field) => label(field as StatusRequestField));
  const flow = useFormFlow<StatusRequestValues>({
    initialValues: emptyStatusRequest(lang),
    fields: FIELDS,
    fieldId,
    translate,
    validate: (values) => wordedErrors(statusRequestSchema, values, translate),
    send: (values, meta) => formsClient().sendStatusRequest(values, meta),
    posted: usePostedForm('status-request'),
  });
  const { formik, errorOf } = flow;
  return (
    <div data-form="status-request">
      <FormFrame
        id="status-request"
        kind="status"
        flow={flow}
        submitText={t('form.submit')}
        allRequired={false}
      >
        <EmailField
          id={fieldId('email')}
          label={label('email')}
          error={errorOf('email')}
          {...wireField(formik, 'email', STATUS_REQUEST_FIELDS.email.wire)}
        />
        <TextField
          id={fieldId('reference')}
          label={label('reference')}
          hint={t('form.referenceHint')}
          error={errorOf('reference')}
          autoComplete="off"
          spellCheck={false}
          {...wireField(formik, 'reference', STATUS_REQUEST_FIELDS.reference.wire)}
        />
      </FormFrame>
    </div>
  );
}
