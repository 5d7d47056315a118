/**
 * /Eligibility: a teacher answers seven questions and sees, for each route the agency recruits for (Studio:
 * Eligibility rules), whether they meet it, what they still need, and the vacancies that fit. The answers live
 * only in the URL: without JavaScript the form is a GET that the server renders the result for; with it, the
 * result follows every answer. Nothing is stored or logged.
 */
import { isVacancyOpen, localize, todayInHongKong, type VacanciesQueryResult } from '@agency/content';
import { assessRoute, earliestStart, parseEligibilityAnswers } from '@agency/content/eligibility';
import { regions, isRegionId } from '@agency/regions';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useLang, useLocalizePath } from '../../../i18n/use-lang.ts';
import { JobAlertSection } from '../../../components/job-alert/job-alert-section.tsx';
import { ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import type { PageDefinition, PageQueries } from '../../../lib/page-queries.ts';
import { paths } from '../../../lib/route-paths.ts';
import { siteSettingsOptions, vacanciesOptions } from '../../../lib/site-queries.ts';
import { eligibilityRoutesOptions } from '../api/eligibility-queries.ts';
import { EligibilityQuestions } from '../components/eligibility-questions.tsx';
import { sendInsightsEvent } from '../../../lib/insights.ts';
import { RouteResult } from '../components/route-result.tsx';
import { applicationPrefill } from '@agency/forms/eligibility-answers';
import styles from './eligibility-page.module.css';

export const eligibilityPageQueries: PageQueries = ({ lang }) => [
  eligibilityRoutesOptions(lang),
  vacanciesOptions(lang),
  siteSettingsOptions(lang),
];

type Vacancy = VacanciesQueryResult[number];

export function EligibilityPage() {
  const { t } = useTranslation('eligibility');
  const lang = useLang();
  const format = useFormat();
  const localizePath = useLocalizePath();
  const [searchParams, setSearchParams] = useSearchParams();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // Insights (decision 071): one check per visit of the page, told at the first answer.
  const checked = useRef(false);
  const { data: routes } = useSuspenseQuery(eligibilityRoutesOptions(lang));
  const { data: notFilled } = useSuspenseQuery(vacanciesOptions(lang));
  const { data: settings } = useSuspenseQuery(siteSettingsOptions(lang));

  const answers = parseEligibilityAnswers(searchParams);
  const answered = Object.keys(answers).length > 0;
  const assessed = routes.map((route) => ({ route, assessment: assessRoute(route.requirements, answers) }));
  const count = (outcome: string) =>
    assessed.filter(({ assessment }) => assessment.outcome === outcome).length;
  const fitting = assessed
    .filter(({ assessment }) => assessment.outcome !== 'notYet')
    .map(({ route }) => route);

  const today = todayInHongKong();
  const from = earliestStart(answers, today);
  const fits = (vacancy: Vacancy) =>
    isVacancyOpen(vacancy, today) &&
    vacancy.startDate >= from &&
    fitting.some((route) => route.region === vacancy.region && route.sectors.includes(vacancy.sector));
  const vacancies = answered ? notFilled.filter(fits) : [];

  const fittingRegions = [...new Set(fitting.map((route) => route.region))];
  // The job-alert form below starts with the routes the teacher meets or may meet (read when the form appears).
  const alertPreset =
    answered && fitting.length > 0
      ? { regions: fittingRegions, sectors: [...new Set(fitting.flatMap((route) => route.sectors))] }
      : undefined;
  const onlyRegion =
    fittingRegions.length === 1 && isRegionId(fittingRegions[0]) ? fittingRegions[0] : undefined;
  const prefill = applicationPrefill(answers, onlyRegion && regions[onlyRegion].formValue);
  const applyHref = `${localizePath(paths.teachAbroad)}${prefill.size ? `?${prefill}` : ''}#apply`;
  const teflHours = settings?.jobTerms.teflMinHours ?? 120;

  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <PageHero title={t('title')} lead={t('lead')} />

      <Section id="checker">
        <p className={styles.guidance}>{t('guidance')}</p>
        <div className={styles.layout}>
          <EligibilityQuestions
            answers={answers}
            action={localizePath(paths.eligibility)}
            onAnswers={(next, { submitted }) => {
              if (!checked.current) sendInsightsEvent('eligibility');
              checked.current = true;
              setSearchParams(next, { replace: true, preventScrollReset: true });
              if (submitted) resultHeading.current?.focus();
            }}
          />
          <section className={styles.results} aria-labelledby="result-heading">
            <h2 id="result-heading" ref={resultHeading} tabIndex={-1} className={styles.resultHeading}>
              {t('result.heading')}
            </h2>
            <p role="status" className={styles.summary}>
              {answered
                ? t('result.summary', {
                    meets: count('meets'),
                    mayMeet: count('mayMeet'),
                    total: routes.length,
                  })
                : t('result.noAnswers')}
            </p>
            {assessed.map(({ route, assessment }) => (
              <RouteResult
                key={route._id}
                route={route}
                assessment={assessment}
                answered={answered}
                lang={lang}
                teflHours={teflHours}
              />
            ))}
          </section>
        </div>
      </Section>

      <Section id="next-steps" tone="tint" heading={t('next.heading')}>
        {answered ? (
          <>
            <h3 className={styles.subheading}>{t('next.vacanciesHeading')}</h3>
            {vacancies.length > 0 ? (
              <ul className={styles.vacancies}>
                {vacancies.map((vacancy) => (
                  <li key={vacancy._id}>
                    <Link to={localizePath(paths.vacancy(vacancy.slug ?? ''))}>
                      {localize(vacancy.title, lang) ?? vacancy.slug}
                    </Link>{' '}
                    <span className={styles.starts}>
                      {t('next.vacancyStarts', { date: format.date(vacancy.startDate) })}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('next.noVacancies')}</p>
            )}
          </>
        ) : null}
        <div className={styles.actions}>
          <a href={applyHref} className={buttonClass('primary')}>
            {t('next.apply')}
          </a>
          <ButtonLink to={paths.vacancies} variant="secondary">
            {t('next.allVacancies')}
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="secondary">
            {t('next.askUs')}
          </ButtonLink>
        </div>
        <p className={styles.applyNote}>{t('next.applyNote')}</p>
      </Section>

      <JobAlertSection source="eligibility" preset={alertPreset} />
    </>
  );
}

export const page: PageDefinition = {
  Component: EligibilityPage,
  namespaces: ['eligibility'],
  queries: eligibilityPageQueries,
};
