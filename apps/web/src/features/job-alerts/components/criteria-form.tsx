/**
 * The manage page's form: regions, sectors, employment types and frequency as plain checkboxes and radio buttons,
 * posted as an HTML form (it works without JavaScript). A choice missing or not offered comes back from the API
 * with the fields named (`invalid`) and the answers as given: the error summary then leads to each field.
 */
import {
  ALERT_CRITERIA,
  ALERT_CRITERIA_OPTIONS,
  ALERT_FIELDS,
  ALERT_FREQUENCIES,
  ERROR_KEYS,
  requiredKey,
  type AlertCriterion,
} from '@agency/forms';
import { ErrorSummary, FieldShell, FormTextsProvider } from '@agency/form-ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PostForm } from '../../../components/ui/post-form.tsx';
import choiceStyles from '../../../forms/components/choice-group.module.css';
import { useLang } from '../../../i18n/use-lang.ts';
import { paths } from '../../../lib/route-paths.ts';
import styles from './criteria-form.module.css';

type Field = AlertCriterion | 'frequency';
const FIELDS: readonly Field[] = [...ALERT_CRITERIA, 'frequency'];
const optionsOf = (field: Field): readonly string[] =>
  field === 'frequency' ? ALERT_FREQUENCIES : ALERT_CRITERIA_OPTIONS[field];

export interface CriteriaFormProps {
  token: string;
  /** The answers shown checked, by field. */
  values: Readonly<Record<Field, readonly string[]>>;
  /** Fields the API refused. */
  invalid: readonly string[];
}

export function CriteriaForm({ token, values, invalid }: CriteriaFormProps) {
  const { t } = useTranslation('alert-pages');
  const forms = useTranslation('forms').t;
  const options = useTranslation('alerts').t;
  const lang = useLang();
  const id = (field: Field) => `manage-${field}`;
  const errorOf = (field: Field) =>
    invalid.includes(field)
      ? forms(values[field].length === 0 ? requiredKey(field) : ERROR_KEYS.invalidOption)
      : undefined;
  const summary = FIELDS.flatMap((field) => {
    const message = errorOf(field);
    return message ? [{ id: id(field), message }] : [];
  });
  const texts = useMemo(
    () => ({
      summaryTitle: forms('summary.title'),
      errorPrefix: forms('errorPrefix'),
      choose: forms('choose'),
    }),
    [forms],
  );
  return (
    <FormTextsProvider value={texts}>
      <ErrorSummary items={summary} focusKey={summary.length > 0 ? 'invalid' : null} />
      <PostForm action={paths.alertManage} hidden={{ t: token, action: 'save' }} className={styles.form}>
        {FIELDS.map((field) => (
          <FieldShell
            key={field}
            id={id(field)}
            label={ALERT_FIELDS[field].label[lang]}
            error={errorOf(field)}
            as="legend"
          >
            {(a11y) => (
              <div
                className={choiceStyles.choices}
                role={field === 'frequency' ? 'radiogroup' : 'group'}
                aria-describedby={a11y['aria-describedby']}
                id={id(field)}
                tabIndex={-1}
              >
                {optionsOf(field).map((value) => (
                  <label key={value} className={choiceStyles.choice}>
                    <input
                      type={field === 'frequency' ? 'radio' : 'checkbox'}
                      name={field}
                      value={value}
                      defaultChecked={values[field].includes(value)}
                      aria-invalid={a11y['aria-invalid'] || undefined}
                    />
                    <span>{options(`options.${field}.${value}`)}</span>
                  </label>
                ))}
              </div>
            )}
          </FieldShell>
        ))}
        <p>
          <button type="submit" className={buttonClass('primary')}>
            {t('save')}
          </button>
        </p>
      </PostForm>
    </FormTextsProvider>
  );
}
