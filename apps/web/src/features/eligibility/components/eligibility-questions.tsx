import {
  eligibilityQuestionIds,
  eligibilityQuestions,
  type EligibilityAnswers,
  type EligibilityQuestion,
} from '@agency/content/eligibility';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.tsx';
import styles from './eligibility-questions.module.css';

interface EligibilityQuestionsProps {
  answers: EligibilityAnswers;
  /** The page's own address: without JavaScript the form is a GET to it and the server renders the result. */
  action: string;
  /** With JavaScript, every answer updates the result at once. */
  onAnswers: (answers: URLSearchParams, { submitted }: { submitted: boolean }) => void;
}

const formAnswers = (form: HTMLFormElement) =>
  new URLSearchParams(
    [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/** The seven questions as radio groups; no answer is required (the result says what it could not judge). */
export function EligibilityQuestions({ answers, action, onAnswers }: EligibilityQuestionsProps) {
  const { t } = useTranslation('eligibility');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAnswers(formAnswers(event.currentTarget), { submitted: true });
  };
  const question = (id: EligibilityQuestion) => (
    <fieldset key={id} className={styles.question}>
      <legend className={styles.legend}>{t(`form.questions.${id}.legend`)}</legend>
      {eligibilityQuestions[id].map((value) => (
        <label key={value} className={styles.option}>
          <input
            type="radio"
            name={id}
            value={value}
            // Uncontrolled: the browser shows a choice at once, and the URL (hence the result) follows it.
            defaultChecked={answers[id] === value}
            onChange={(event) => onAnswers(formAnswers(event.currentTarget.form!), { submitted: false })}
          />
          <span>{t(`form.questions.${id}.options.${value}`)}</span>
        </label>
      ))}
    </fieldset>
  );
  return (
    <form
      method="get"
      action={action}
      className={styles.form}
      onSubmit={submit}
      aria-labelledby="questions-heading"
    >
      <h2 id="questions-heading" className={styles.heading}>
        {t('form.heading')}
      </h2>
      {eligibilityQuestionIds.map(question)}
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')}>
          {t('form.submit')}
        </button>
        <a
          href={action}
          className={buttonClass('secondary')}
          onClick={(event) => {
            event.preventDefault();
            // The choices are the browser's own (uncontrolled inputs): clear them, then the URL.
            for (const input of event.currentTarget.closest('form')?.querySelectorAll('input') ?? []) {
              input.checked = false;
            }
            onAnswers(new URLSearchParams(), { submitted: false });
          }}
        >
          {t('form.reset')}
        </a>
      </div>
    </form>
  );
}
