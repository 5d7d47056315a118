import { localize, type EligibilityRoutesQueryResult, type Lang } from '@agency/content';
import type { RouteAssessment } from '@agency/content/eligibility';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizePath } from '../../../i18n/use-lang.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { paths } from '../../../lib/route-paths.ts';
import styles from './route-result.module.css';

export type EligibilityRoute = EligibilityRoutesQueryResult[number];
type Requirement = EligibilityRoute['requirements'][number];

const marks = { met: '✓', notMet: '✗', partly: '~', unanswered: '?' } as const;

interface RouteResultProps {
  route: EligibilityRoute;
  assessment: RouteAssessment<Requirement>;
  /** false until the teacher has answered something: the card then lists the requirements only. */
  answered: boolean;
  lang: Lang;
  teflHours: number;
}

/** One route: its outcome, each requirement with how the answers stand against it, what is missing, the source. */
export function RouteResult({ route, assessment, answered, lang, teflHours }: RouteResultProps) {
  const { t } = useTranslation('eligibility');
  const format = useFormat();
  const localizePath = useLocalizePath();
  const name = localize(route.name, lang);
  const headingId = `route-${route._id}`;
  const rule = (requirement: Requirement) => localize(requirement.rule, lang);
  const sourceLine = t('result.source', {
    source: localize(route.sourceTitle, lang) ?? '',
    date: format.date(route.lastChecked),
  });
  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      data-outcome={answered ? assessment.outcome : undefined}
    >
      <header className={styles.header}>
        <h3 id={headingId} className={styles.name}>
          {name}
        </h3>
        {answered ? (
          <p className={`${styles.outcome} ${styles[assessment.outcome]}`}>
            {t(`result.outcomes.${assessment.outcome}`)}
          </p>
        ) : null}
      </header>
      <h4 className={styles.subheading}>{t('result.requirementsHeading')}</h4>
      <ul className={styles.requirements}>
        {assessment.requirements.map(({ requirement, standing }) => (
          <li key={requirement._key} className={answered ? styles[standing] : undefined}>
            {answered ? (
              <span className={styles.mark} aria-hidden="true">
                {marks[standing]}
              </span>
            ) : null}
            <span>
              {rule(requirement)}
              {answered ? (
                <span className={styles.standing}>
                  {t('result.standingNote', { standing: t(`result.standing.${standing}`) })}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {answered && assessment.missing.length > 0 ? (
        <>
          <h4 className={styles.subheading}>{t('result.missingHeading')}</h4>
          <ul className={styles.missing}>
            {assessment.missing.map((requirement) => (
              <li key={requirement._key}>
                {rule(requirement)}
                {requirement.criterion === 'tefl' ? (
                  <>
                    {' '}
                    <Link to={localizePath(paths.tefl)}>{t('result.teflLink', { hours: teflHours })}</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {answered && assessment.unjudged.length > 0 ? (
        <p className={styles.unjudged}>
          {t('result.unjudgedHeading')} {assessment.unjudged.map(rule).join('; ')}
        </p>
      ) : null}
      <p className={styles.source}>
        {route.sourceUrl ? (
          <a href={route.sourceUrl} rel="noopener noreferrer">
            {sourceLine}
            <span className="visually-hidden"> ({t('result.sourceLinkSuffix')})</span>
          </a>
        ) : (
          sourceLine
        )}
      </p>
    </article>
  );
}
