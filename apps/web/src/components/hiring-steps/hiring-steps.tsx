import { useTranslation } from 'react-i18next';
import { HiringStepIcon } from './hiring-step-icons.tsx';
import { LineIcon } from '../ui/line-icon.tsx';
import styles from './hiring-steps.module.css';

export interface HiringStepView {
  key: string;
  title: string;
  body: string;
}

export interface HiringStepsProps {
  steps: readonly HiringStepView[];
  /** "The passport held can affect visa eligibility." */
  passportNote?: string;
}

/**
 * The six hiring steps as an illustrated timeline: an ordered list (so screen readers announce "1 of 6"), each
 * step with a numbered marker, a drawing and its text; vertical on phones, two rows of three on wide screens.
 */
export function HiringSteps({ steps, passportNote }: HiringStepsProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.wrapper}>
      <ol className={styles.timeline}>
        {steps.map((step, index) => (
          <li key={step.key} className={styles.step}>
            <div className={styles.marker} aria-hidden="true">
              <span className={styles.number}>{index + 1}</span>
            </div>
            <div className={styles.card}>
              <div className={styles.icon}>
                <HiringStepIcon step={index} />
              </div>
              <h3 className={styles.title}>
                <span className="visually-hidden">{t('hiringSteps.stepLabel', { number: index + 1 })}: </span>
                {step.title}
              </h3>
              <p className={styles.body}>{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      {passportNote ? (
        <aside className={styles.note} aria-label={t('hiringSteps.passportHeading')}>
          <span className={styles.noteIcon}>
            <LineIcon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 11v6 M12 7.5v.01" size={24} />
          </span>
          <p>{passportNote}</p>
        </aside>
      ) : null}
    </div>
  );
}
