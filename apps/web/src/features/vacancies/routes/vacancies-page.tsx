/** /Vacancies: the Region / Start Dates table, the "here" link, the application form and the hiring steps. */
import { isVacancyOpen, localize, todayInHongKong } from '@agency/content';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApplicationForm } from '../../../forms/application-form.tsx';
import type { PageDefinition, PageQueries } from '../../../lib/page-queries.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useLang, useLocalizePath } from '../../../i18n/use-lang.ts';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { siteSettingsOptions, vacanciesOptions } from '../../../lib/site-queries.ts';
import { HiringStepsSection } from '../../../components/hiring-steps/hiring-steps-section.tsx';
import { JobAlertNote } from '../../../components/job-alert/job-alert-note.tsx';
import { JobAlertSection } from '../../../components/job-alert/job-alert-section.tsx';
import { VacancyTable } from '../components/vacancy-table.tsx';
import styles from './vacancies-page.module.css';

export const vacanciesPageQueries: PageQueries = ({ lang }) => [
  vacanciesOptions(lang),
  siteSettingsOptions(lang),
];

/** The spec's "here" link, with hidden words that say where it goes (a bare "here" is no link text). */
function HereLink({ to, suffix, children }: { to: string; suffix: string; children?: ReactNode }) {
  return (
    <Link to={to}>
      {children}
      <span className="visually-hidden"> ({suffix})</span>
    </Link>
  );
}

export function VacanciesPage() {
  const { t } = useTranslation('vacancies');
  const localizePath = useLocalizePath();
  const lang = useLang();
  const { data: notFilled } = useSuspenseQuery(vacanciesOptions(lang));
  const today = todayInHongKong();
  const vacancies = notFilled.filter((vacancy) => isVacancyOpen(vacancy, today));
  const openVacancies = vacancies.map((vacancy) => ({
    title: localize(vacancy.title, lang) ?? vacancy.slug,
    slug: vacancy.slug,
  }));

  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <PageHero title={t('title')} lead={t('lead')} />

      <Section id="vacancy-list" heading={t('table.heading')}>
        {vacancies.length === 0 ? (
          <>
            <p className={styles.noneOpen}>{t('table.noneOpen')}</p>
            <JobAlertNote />
          </>
        ) : null}
        <VacancyTable vacancies={vacancies} />
        <p className={styles.contactNote}>
          <Trans
            t={t}
            i18nKey="contactNote"
            components={{ 1: <HereLink to={localizePath(paths.contact)} suffix={t('contactLinkSuffix')} /> }}
          />
        </p>
        <p className={styles.contactNote}>
          <Trans
            t={t}
            i18nKey="checkEligibility"
            components={{ 1: <Link to={localizePath(paths.eligibility)} /> }}
          />
        </p>
      </Section>

      <JobAlertSection source="vacancies" />

      <Section id="apply" heading={t('apply.heading')} intro={t('apply.intro')} width="narrow">
        <ApplicationForm variant="vacancies" vacancies={openVacancies} />
      </Section>

      <HiringStepsSection id="hiring-steps" eyebrow={t('steps.eyebrow')} heading={t('steps.heading')} />
    </>
  );
}

export const page: PageDefinition = {
  Component: VacanciesPage,
  namespaces: ['vacancies', 'alerts'],
  queries: vacanciesPageQueries,
};
