import {
  ALERT_CRITERIA_OPTIONS,
  ALERT_FIELDS,
  ALERT_FREQUENCIES,
  alertSchema,
  ANY,
  emptyAlert,
  type AlertCriterion,
  type AlertField,
  type AlertValues,
} from '@agency/forms';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang, useLocalizePath } from '../i18n/use-lang.ts';
import { paths } from '../lib/route-paths.ts';
import { ChoiceGroup } from './components/choice-group.tsx';
import { FormFrame } from './components/form-frame.tsx';
import { EmailField } from './components/text-field.tsx';
import { errorText } from './lib/error-text.ts';
import { formsClient } from './lib/forms-client.ts';
import { usePostedForm } from './lib/posted-form.ts';
import { useFormFlow } from './lib/use-form-flow.ts';
import { wireField } from './lib/wire-field.ts';
import { wordedErrors } from './lib/validate-values.ts';
import styles from './alert-form.module.css';

export interface AlertFormProps {
  /** Where the form sits (its element ids and the journeys' selectors). */
  source: string;
  /** Criteria chosen when the form renders (a guide's region, a vacancy's sector). */
  preset?: Partial<Pick<AlertValues, 'regions' | 'sectors' | 'employmentTypes'>>;
}

const FIELDS: readonly AlertField[] = ['email', 'regions', 'sectors', 'employmentTypes', 'frequency'];

/**
 * Job alerts (issue 29): an address, what to hear about and how often. The server mails a link to confirm; nothing
 * is sent before that, and the answer is the same whether or not the address already has an alert.
 */
export function AlertForm({ source, preset }: AlertFormProps) {
  const { t } = useTranslation('alerts');
  const lang = useLang();
  const localizePath = useLocalizePath();
  const formId = `alert-${source}`;
  const fieldId = (field: string) => `${formId}-${field}`;
  const label = (field: AlertField) => ALERT_FIELDS[field].label[lang];
  const translate = errorText(t, (field) => label(field as AlertField));
  const flow = useFormFlow<AlertValues>({
    initialValues: { ...emptyAlert(lang), ...preset },
    fields: FIELDS,
    fieldId,
    translate,
    validate: (values) => wordedErrors(alertSchema, values, translate),
    send: (values, meta) => formsClient().sendAlert(values, meta),
    posted: usePostedForm(formId),
  });
  const { formik, errorOf } = flow;
  // The preset may change as the page is used (the eligibility answers): criteria not yet touched follow it.
  const presetKey = JSON.stringify(preset ?? {});
  useEffect(() => {
    for (const [field, value] of Object.entries(preset ?? {}) as [AlertCriterion, string[]][]) {
      if (!formik.touched[field]) void formik.setFieldValue(field, value, false);
    }
    // Only when the preset itself changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [presetKey]);
  const group = (field: 'regions' | 'sectors' | 'employmentTypes') => (
    <ChoiceGroup
      id={fieldId(field)}
      name={ALERT_FIELDS[field].wire}
      type="checkbox"
      label={label(field)}
      error={errorOf(field)}
      anyValue={ANY}
      options={ALERT_CRITERIA_OPTIONS[field].map((value) => ({
        value,
        label: t(`options.${field}.${value}`),
      }))}
      value={formik.values[field]}
      onChange={(value) => void formik.setFieldValue(field, value)}
      onBlur={() => void formik.setFieldTouched(field, true, false)}
    />
  );
  return (
    <div className={styles.alert} data-form="alert" data-source={source}>
      <FormFrame id={formId} kind="alert" flow={flow} submitText={t('submit')}>
        <EmailField
          id={fieldId('email')}
          label={label('email')}
          error={errorOf('email')}
          {...wireField(formik, 'email', ALERT_FIELDS.email.wire)}
        />
        <div className={styles.full}>{group('regions')}</div>
        <div className={styles.full}>{group('sectors')}</div>
        <div className={styles.full}>{group('employmentTypes')}</div>
        <div className={styles.full}>
          <ChoiceGroup
            id={fieldId('frequency')}
            name={ALERT_FIELDS.frequency.wire}
            type="radio"
            label={label('frequency')}
            error={errorOf('frequency')}
            options={ALERT_FREQUENCIES.map((value) => ({ value, label: t(`options.frequency.${value}`) }))}
            value={[formik.values.frequency]}
            onChange={([value]) => void formik.setFieldValue('frequency', value)}
          />
        </div>
      </FormFrame>
      <p className={styles.privacy}>
        {t('privacyLine')} {/* A new tab: what the visitor typed here stays. */}
        <a href={localizePath(paths.privacy)} target="_blank" rel="noopener">
          {t('privacyLink')}
          <span className="visually-hidden"> ({t('common:actions.opensInNewTab')})</span>
        </a>
      </p>
    </div>
  );
}
