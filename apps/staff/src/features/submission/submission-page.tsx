// One submission: its fields under the forms' own labels, the vacancy, CV downloads, status, notes, mail delivery
// and the privacy actions.
import { fieldLabel } from '@agency/forms/form-fields';
import { telHref } from '@agency/forms/phone';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router-dom';
import { NotFound } from '../../components/not-found.tsx';
import { usePageTitle } from '../../components/page-title.ts';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { answerWord } from '../../lib/answer-words.ts';
import { ApiError } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useVacancyTitle } from '../inbox/inbox-api.ts';
import { MailPanel } from './mail-panel.tsx';
import { NotesPanel } from './notes-panel.tsx';
import { PrivacyPanel } from './privacy-panel.tsx';
import { StatusPanel } from './status-panel.tsx';
import { fileUrl, submissionOptions } from './submission-api.ts';

/** The public vacancy page (the site's paths: English unprefixed, Chinese under /zh-hant). */
const vacancyUrl = (slug: string, lang: string) =>
  `${lang === 'zh-Hant' ? '/zh-hant' : ''}/Vacancies/${encodeURIComponent(slug)}`;

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A stored answer in the staff member's language (countries, regions and the form's choices); lists joined; the
 * phone (stored with its "+" when typed with one) and e-mail as links.
 */
function FieldValue({ field, value }: { field: string; value: string | string[] }) {
  const { m, lang } = useI18n();
  if (Array.isArray(value))
    return value.map((one) => answerWord(field, one, lang)).join(lang === 'zh-Hant' ? '、' : ', ');
  if (field === 'language') return value === 'zh-Hant' ? m.submission.languageZh : m.submission.languageEn;
  if (field === 'phone' && value) return <a href={telHref(value)}>{value}</a>;
  if (field === 'email' && value.includes('@')) return <a href={`mailto:${value}`}>{value}</a>;
  return answerWord(field, value, lang);
}

export function SubmissionPage() {
  const { reference = '' } = useParams();
  const { m, lang, dateTime } = useI18n();
  const detail = useQuery(submissionOptions(reference));
  const vacancyTitle = useVacancyTitle();
  // Opened from the list: the references of that page, in its order, for previous/next.
  const siblings = (useLocation().state as { siblings?: string[] } | null)?.siblings ?? [];
  const at = siblings.indexOf(reference);
  const previous = at > 0 ? siblings[at - 1] : undefined;
  const next = at >= 0 ? siblings[at + 1] : undefined;
  usePageTitle(reference);
  if (detail.error instanceof ApiError && detail.error.status === 404) return <NotFound />;
  if (!detail.data) return <p role="status">{detail.isError ? m.errors.network : m.inbox.loading}</p>;
  const submission = detail.data;
  const fields = submission.fields.filter((f) => f.field !== 'vacancy');
  // Only the Vacancies form asks for sectors and a vacancy; Teach Abroad applications have neither.
  const fromVacanciesForm =
    submission.kind === 'application' && submission.fields.some((f) => f.field === 'sectors');

  return (
    <article aria-labelledby="page-title">
      <nav aria-label={m.submission.recordNav} className="record-nav">
        <Link to={paths.inbox}>{m.submission.back}</Link>
        {submission.candidateId != null && (
          <Link to={paths.candidate(submission.candidateId)}>{m.recruiting.submission.candidate}</Link>
        )}
        {previous && (
          <Link to={paths.submission(previous)} state={{ siblings }} rel="prev">
            {fill(m.submission.previousRecord, { reference: previous })}
          </Link>
        )}
        {next && (
          <Link to={paths.submission(next)} state={{ siblings }} rel="next">
            {fill(m.submission.nextRecord, { reference: next })}
          </Link>
        )}
      </nav>
      <h1 id="page-title">
        {m.kinds[submission.kind]} {submission.reference}
      </h1>
      <p>
        {m.submission.received}: {dateTime(submission.receivedAt)} · {m.inbox.status}:{' '}
        {m.statuses[submission.status]}
      </p>
      <div className="detail-grid">
        <section aria-labelledby="details-title" className="panel">
          <h2 id="details-title">{m.submission.details}</h2>
          <dl className="fields">
            {fields.map(({ field, value }) => (
              <div key={field}>
                <dt>{fieldLabel(submission.kind, field, lang)}</dt>
                <dd>
                  <FieldValue field={field} value={value} />
                </dd>
              </div>
            ))}
            {fromVacanciesForm && (
              <div>
                <dt>{m.submission.vacancy}</dt>
                <dd>
                  {submission.vacancy ? (
                    <a href={vacancyUrl(submission.vacancy, lang)}>{vacancyTitle(submission.vacancy)}</a>
                  ) : (
                    m.submission.anyVacancy
                  )}
                </dd>
              </div>
            )}
          </dl>
          {submission.kind === 'application' && (
            <>
              <h3>{m.submission.cv}</h3>
              {submission.files.length === 0 ? (
                <p>{m.submission.noFiles}</p>
              ) : (
                <ul>
                  {submission.files.map((file) => (
                    <li key={file.id}>
                      <a href={fileUrl(submission.reference, file.id)} download>
                        {fill(m.submission.download, { name: file.name, size: kilobytes(file.size) })}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </section>
        <div className="side">
          <StatusPanel submission={submission} />
          <NotesPanel submission={submission} />
          <MailPanel submission={submission} />
          <PrivacyPanel submission={submission} />
        </div>
      </div>
    </article>
  );
}
