/**
 * /ForSchools/Candidate?t=… (issue 44 item 5, decision 075): the teacher's profile the agency shared with a school,
 * as the school contact opens it from the agency's mail. A personal page (no-store, no Referer, noindex): the first
 * name and the surname's initial, qualifications, experience, where and in which sectors they want to teach, the
 * vacancy, the recruiter's note and, when staff included it, the CV; never contact details. The school answers
 * "Interested" or "Not now" (a plain form post; `?notice=answered` after it). Withdrawn or past its 14 days: 410.
 */
import { PROFILE_PAGE_PATHS, PROFILE_SHARE_LIMITS, type SharedProfile } from '@agency/forms';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { FactList, LinkPage, LinkPageActions } from '../../../components/ui/link-page.tsx';
import { PostForm } from '../../../components/ui/post-form.tsx';
import { applicationOptions } from '../../../forms/lib/application-options.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import type { PageDefinition, PageQueries, PageStatus } from '../../../lib/page-queries.ts';
import { paths } from '../../../lib/route-paths.ts';
import { siteSettingsOptions } from '../../../lib/site-queries.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { cvHref, sharedProfileQuery } from '../api/profile-queries.ts';
import styles from './school-profile-page.module.css';

const tokenOf = (searchParams: URLSearchParams) => searchParams.get('t') ?? '';

const profileQueries: PageQueries = ({ lang, searchParams }) => [
  siteSettingsOptions(lang),
  sharedProfileQuery(tokenOf(searchParams), lang),
];

const profileStatus: PageStatus = ({ lang, searchParams }, queryClient) => {
  const answer = queryClient.getQueryData(sharedProfileQuery(tokenOf(searchParams), lang).queryKey);
  return answer?.state === 'open' ? 200 : answer?.state === 'gone' ? 410 : 404;
};

export function SchoolProfilePage() {
  const { t } = useTranslation('school-profile');
  const lang = useLang();
  const [searchParams] = useSearchParams();
  const token = tokenOf(searchParams);
  const { data } = useSuspenseQuery(sharedProfileQuery(token, lang));
  if (data.state !== 'open')
    return (
      <LinkPage title={t(`${data.state}.title`)} lead={t(`${data.state}.lead`)}>
        <LinkPageActions>
          <ButtonLink to={paths.contact}>{t('contactAgency')}</ButtonLink>
        </LinkPageActions>
      </LinkPage>
    );
  return <Profile profile={data.profile} token={token} searchParams={searchParams} />;
}

function Profile({
  profile,
  token,
  searchParams,
}: {
  profile: SharedProfile;
  token: string;
  searchParams: URLSearchParams;
}) {
  const { t } = useTranslation('school-profile');
  const { t: tForms } = useTranslation('forms');
  const lang = useLang();
  const format = useFormat();
  const options = applicationOptions(tForms, lang);
  const label = (list: keyof typeof options, value: string | null) =>
    value === null ? t('notGiven') : (options[list].find((o) => o.value === value)?.label ?? value);
  const facts = [
    { label: t('facts.nationality'), value: label('countries', profile.nationality) },
    { label: t('facts.education'), value: label('educationLevel', profile.educationLevel) },
    { label: t('facts.tefl'), value: label('teflCertificateHeld', profile.teflCertificateHeld) },
    { label: t('facts.experience'), value: label('careerLevel', profile.careerLevel) },
    { label: t('facts.location'), value: label('locationInterestedIn', profile.locationInterestedIn) },
    ...(profile.sectors.length > 0
      ? [
          {
            label: t('facts.sectors'),
            value: profile.sectors.map((sector) => label('sectors', sector)).join(t('listSeparator')),
          },
        ]
      : []),
  ];
  const answered = searchParams.get('notice') === 'answered';
  const invalid = searchParams.get('invalid');
  const expires = format.date(new Date(profile.expiresAt).toISOString());
  return (
    <LinkPage
      title={profile.displayName}
      notice={answered ? t('answered', { name: profile.presentedBy ?? t('theAgency') }) : undefined}
    >
      <p className={styles.presented}>
        {profile.presentedBy
          ? t('presentedBy', { school: profile.schoolName, staff: profile.presentedBy })
          : t('presented', { school: profile.schoolName })}
      </p>
      <p className={styles.forRole}>
        {profile.vacancyTitle ? t('forVacancy', { vacancy: profile.vacancyTitle }) : t('forAnyVacancy')}
      </p>
      <div className={styles.facts}>
        <FactList facts={facts} />
      </div>
      {profile.note && (
        <section className={styles.note} aria-labelledby="why-this-teacher">
          <h2 id="why-this-teacher">{t('why')}</h2>
          <p>{profile.note}</p>
        </section>
      )}
      {profile.hasCv && (
        <section className={styles.section} aria-labelledby="teacher-cv">
          <h2 id="teacher-cv">{t('cv.title')}</h2>
          <p>
            <a className={buttonClass('secondary')} href={cvHref(token)} download>
              {t('cv.download')}
            </a>
          </p>
        </section>
      )}
      <PostForm
        action={PROFILE_PAGE_PATHS.answer}
        hidden={{ t: token }}
        className={styles.answer}
        label={t('answer.title')}
      >
        <h2>{t('answer.title')}</h2>
        {profile.answer && (
          <p role="status">{t('answer.current', { answer: t(`answer.${profile.answer}`) })}</p>
        )}
        <p>{t('answer.lead')}</p>
        {invalid && (
          <p className={styles.error} role="alert">
            {t(invalid === 'message' ? 'answer.tooLong' : 'answer.choose', {
              max: PROFILE_SHARE_LIMITS.answerMessage,
            })}
          </p>
        )}
        <div>
          <label htmlFor="school-message">{t('answer.message')}</label>
          <textarea
            id="school-message"
            name="message"
            maxLength={PROFILE_SHARE_LIMITS.answerMessage}
            defaultValue={profile.answerMessage ?? ''}
          />
        </div>
        <div className={styles.buttons}>
          <button type="submit" name="answer" value="interested" className={buttonClass('primary')}>
            {t('answer.interested')}
          </button>
          <button type="submit" name="answer" value="not-now" className={buttonClass('secondary')}>
            {t('answer.not-now')}
          </button>
        </div>
      </PostForm>
      <p className={styles.privacy}>{t('privacy', { date: expires })}</p>
    </LinkPage>
  );
}

export const page: PageDefinition = {
  namespaces: ['school-profile', 'forms'],
  Component: SchoolProfilePage,
  queries: profileQueries,
  status: profileStatus,
};
