// One candidate: who they are, who owns them, tags and follow-up, their cards on the boards, possible duplicates
// and merges, and everything that happened, newest first.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { NotFound } from '../../components/not-found.tsx';
import { usePageTitle } from '../../components/page-title.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { countryName } from '../../lib/answer-words.ts';
import { ApiError } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { MailComposer } from '../candidate-mail/mail-composer.tsx';
import { CandidateFits } from '../matching/candidate-fits.tsx';
import { CandidateCards } from './candidate-cards.tsx';
import { CandidateCvPreview } from './candidate-cv.tsx';
import { CandidateDuplicates } from './candidate-duplicates.tsx';
import { ProfileShares } from '../presenting/profile-shares.tsx';
import { CandidateTimeline } from './candidate-timeline.tsx';
import { candidateOptions } from './candidates-api.ts';
import { FollowUpField, OwnerField } from './owner-and-follow-up.tsx';
import { TagsEditor } from './tags-editor.tsx';

export function CandidatePage() {
  const id = Number(useParams().id);
  const { m, lang } = useI18n();
  const record = useQuery({ ...candidateOptions(id), enabled: Number.isInteger(id) });
  usePageTitle(record.data?.name ?? m.recruiting.candidates.title);
  const words = m.recruiting.candidate;
  if (!Number.isInteger(id) || (record.error instanceof ApiError && record.error.status === 404)) {
    return <NotFound />;
  }
  if (!record.data) return <p role="status">{record.isError ? m.errors.network : m.recruiting.loading}</p>;
  const candidate = record.data;
  return (
    <article aria-labelledby="page-title">
      <nav aria-label={m.recruiting.nav.candidates} className="record-nav">
        <Link to={paths.candidates}>{words.back}</Link>
      </nav>
      <h1 id="page-title">{candidate.name}</h1>
      <div className="detail-grid">
        <div>
          <section aria-labelledby="candidate-details" className="panel">
            <h2 id="candidate-details">{words.details}</h2>
            <dl className="fields">
              <div>
                <dt>{words.emails}</dt>
                <dd>
                  <ul className="plain-list">
                    {candidate.emails.map((email) => (
                      <li key={email}>
                        <a href={`mailto:${email}`}>{email}</a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
              <div>
                <dt>{words.phone}</dt>
                <dd>{candidate.phone ?? words.notGiven}</dd>
              </div>
              <div>
                <dt>{words.nationality}</dt>
                <dd>{candidate.nationality ? countryName(candidate.nationality, lang) : words.notGiven}</dd>
              </div>
            </dl>
          </section>
          <CandidateCvPreview candidateId={id} />
          <CandidateCards candidate={candidate} />
          <CandidateFits candidateId={candidate.id} name={candidate.name} />
          <MailComposer candidate={candidate} />
          <CandidateTimeline candidate={candidate} />
        </div>
        <div className="side">
          <section aria-labelledby="candidate-work" className="panel">
            <h2 id="candidate-work">{words.work}</h2>
            <OwnerField candidate={candidate} />
            <FollowUpField candidate={candidate} />
          </section>
          <TagsEditor candidate={candidate} />
          <ProfileShares candidate={candidate} />
          <CandidateDuplicates candidate={candidate} />
        </div>
      </div>
    </article>
  );
}
