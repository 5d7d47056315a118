/** /Vacancies/:slug — one vacancy in full, its JobPosting JSON-LD and the application form for it. */
import {
  isPublicParamValue,
  isVacancyOpen,
  lastOpenDay,
  localize,
  todayInHongKong,
  vacancyStatus,
} from '@agency/content';
import { regions } from '@agency/regions';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApplicationForm } from '../../../forms/application-form.tsx';
import type { PageDefinition, PageQueries, PageStatus } from '../../../lib/page-queries.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useLang, useLocalizePath } from '../../../i18n/use-lang.ts';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PortableText } from '../../../components/ui/portable-text.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useAbsoluteUrl } from '../../../lib/site-origin.tsx';
import { localizePath as localizeFor } from '../../../i18n/lang.ts';
import { siteSettingsOptions } from '../../../lib/site-queries.ts';
import { NotFoundContent } from '../../../components/not-found/not-found-content.tsx';
import { vacancyBySlugOptions } from '../api/vacancy-queries.ts';
import { HiringStepsSection } from '../../../components/hiring-steps/hiring-steps-section.tsx';
import { JobAlertSection } from '../../../components/job-alert/job-alert-section.tsx';
import { JobAlertNote } from '../../../components/job-alert/job-alert-note.tsx';
import { VacancyFacts } from '../components/vacancy-facts.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { serializeJsonLd } from '../lib/job-posting.ts';
import { vacancyJobPosting, type Vacancy } from '../lib/vacancy-json-ld.ts';
import styles from './vacancy-page.module.css';
import { EditTarget } from '../../../lib/preview.tsx';

// A slug no vacancy can have (e.g. with capitals) is not asked for: the content endpoint would refuse it.
export const vacancyPageQueries: PageQueries = ({ params, lang }) =>
  isPublicParamValue(params.slug)
    ? [vacancyBySlugOptions(params.slug, lang), siteSettingsOptions(lang)]
    : [siteSettingsOptions(lang)];

/** 404 for no such vacancy; 410 once it is filled or closed (its page stays, saying so, for old links). */
export const vacancyPageStatus: PageStatus = ({ params, lang }, queryClient) => {
  if (!isPublicParamValue(params.slug)) return 404;
  const vacancy = queryClient.getQueryData(vacancyBySlugOptions(params.slug, lang).queryKey);
  if (!vacancy) return 404;
  return isVacancyOpen(vacancy, todayInHongKong()) ? 200 : 410;
};

export function VacancyPage() {
  const { slug } = useParams();
  return isPublicParamValue(slug) ? <VacancyBySlug slug={slug} /> : <NotFoundContent />;
}

function VacancyBySlug({ slug }: { slug: string }) {
  const lang = useLang();
  const { data: vacancy } = useSuspenseQuery(vacancyBySlugOptions(slug, lang));
  return vacancy ? <VacancyDetails vacancy={vacancy} /> : <NotFoundContent />;
}

function VacancyDetails({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation('vacancies');
  const lang = useLang();
  const format = useFormat();
  const localizePath = useLocalizePath();
  const { data: settings } = useSuspenseQuery(siteSettingsOptions(lang));
  const absoluteUrl = useAbsoluteUrl();
  const title = localize(vacancy.title, lang) ?? '';
  const region = regions[vacancy.region].label[lang];
  const status = vacancyStatus(vacancy, todayInHongKong());
  const open = status === 'open';
  const jobPosting = vacancyJobPosting(
    vacancy,
    lang,
    absoluteUrl(localizeFor(paths.vacancy(vacancy.slug), lang)),
    {
      name: localize(settings?.agencyName, lang) ?? t('common:siteName'),
      url: settings?.seo?.siteUrl || absoluteUrl('/'),
      eaLicence: settings?.eaLicence,
      businessRegistration: settings?.businessRegistration,
    },
  );

  return (
    <>
      <PageHead
        title={title}
        ogType="article"
        description={t('meta.vacancyDescription', {
          role: localize(vacancy.role, lang),
          region,
          startDate: format.date(vacancy.startDate),
          summary: localize(vacancy.summary, lang),
        })}
      />
      {open ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jobPosting) }}
        />
      ) : null}
      <PageHero
        title={
          <EditTarget
            document={vacancy}
            type="vacancy"
            path={`title.${lang === 'zh-Hant' ? 'zhHant' : 'en'}`}
          >
            {title}
          </EditTarget>
        }
        lead={localize(vacancy.summary, lang)}
      >
        <p className={styles.back}>
          <Link to={localizePath(paths.vacancies)}>
            <span aria-hidden="true">← </span>
            {t('vacancy.back')}
          </Link>
        </p>
      </PageHero>

      <Section id="vacancy" width="normal">
        {open ? null : (
          <div className={styles.status} role="status">
            <p>
              {status === 'filled'
                ? t('vacancy.filled')
                : t('vacancy.closed', { date: format.date(lastOpenDay(vacancy)) })}
            </p>
            <p>
              <Trans
                t={t}
                i18nKey="vacancy.elsewhere"
                components={{
                  1: <Link to={localizePath(paths.vacancies)} />,
                  3: <Link to={localizePath(paths.contact)} />,
                }}
              />
            </p>
            <JobAlertNote />
          </div>
        )}
        <div className={styles.layout}>
          <aside className={styles.facts} aria-labelledby="vacancy-facts-heading">
            <h2 id="vacancy-facts-heading" className={styles.factsHeading}>
              {t('vacancy.detailsHeading')}
            </h2>
            <VacancyFacts vacancy={vacancy} />
          </aside>
          <div className={styles.description}>
            <h2 className={styles.descriptionHeading}>{t('vacancy.descriptionHeading')}</h2>
            <EditTarget
              document={vacancy}
              type="vacancy"
              path={`description.${lang === 'zh-Hant' ? 'zhHant' : 'en'}`}
              as="div"
            >
              <div className="prose">
                <PortableText value={localize(vacancy.description, lang)} />
              </div>
            </EditTarget>
          </div>
        </div>
      </Section>

      {open ? (
        <Section
          id="apply"
          tone="tint"
          heading={t('vacancy.applyHeading')}
          intro={t('vacancy.applyIntro', { title })}
          width="narrow"
        >
          <ApplicationForm variant="vacancies" vacancy={{ title, slug: vacancy.slug }} />
        </Section>
      ) : null}

      <JobAlertSection source="vacancy" preset={{ regions: [vacancy.region], sectors: [vacancy.sector] }} />

      <HiringStepsSection id="hiring-steps" eyebrow={t('steps.eyebrow')} heading={t('steps.heading')} />
    </>
  );
}

export const page: PageDefinition = {
  Component: VacancyPage,
  namespaces: ['vacancies', 'alerts'],
  queries: vacancyPageQueries,
  status: vacancyPageStatus,
};
