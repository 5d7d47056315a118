// A vacancy's matches (/boards/:board/matches): talent-pool candidates ranked by how they fit, each with why and
// what is missing, and "Add to board" in one action (the pipeline's board change, which writes the timeline).
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { NotFound } from '../../components/not-found.tsx';
import { usePageTitle } from '../../components/page-title.ts';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { countryName } from '../../lib/answer-words.ts';
import { ApiError } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { NoticeLines, type Notice } from '../../components/notice-lines.tsx';
import { AddMatchButton } from './add-match.tsx';
import { MatchReasons, vacancyFacts } from './match-reasons.tsx';
import './matching.css';
import { vacancyMatchesOptions } from './matching-api.ts';

export function VacancyMatchesPage() {
  const { board = '' } = useParams();
  const { m, lang, date } = useI18n();
  const words = m.matching;
  const answer = useQuery(vacancyMatchesOptions(board));
  const vacancy = answer.data?.vacancy;
  const title = fill(words.title, { vacancy: vacancy?.title[lang] ?? board });
  usePageTitle(title);
  const [notice, setNotice] = useState<Notice | null>(null);
  const status = useRef<HTMLDivElement>(null);

  if (answer.error instanceof ApiError && answer.error.status === 404) return <NotFound />;
  const matches = answer.data?.matches ?? [];
  return (
    <section aria-labelledby="page-title" className="matches-page">
      <nav aria-label={m.recruiting.nav.boards} className="record-nav">
        <Link to={paths.board(board)}>{words.back}</Link>
      </nav>
      <h1 id="page-title">{title}</h1>
      {vacancy && (
        <>
          <p>{vacancyFacts(m, lang, date, vacancy)}</p>
          <p>{vacancy.route ? fill(words.route, { route: vacancy.route.name[lang] }) : words.noRoute}</p>
          <p>{words.intro}</p>
        </>
      )}
      <div ref={status} tabIndex={-1}>
        <NoticeLines notice={notice} />
      </div>
      {!answer.data && <p role="status">{answer.isError ? m.errors.network : m.recruiting.loading}</p>}
      {answer.data && (
        <p>
          {matches.length === 0
            ? words.none
            : fill(words.count, { shown: matches.length, total: answer.data.total })}
        </p>
      )}
      <ol className="plain-list match-list">
        {matches.map((match) => (
          <li key={match.reference} className="panel">
            <h2>
              <Link to={paths.candidate(match.candidateId)}>{match.name || match.reference}</Link>
            </h2>
            <p>
              <strong className={match.fits ? 'match-fits' : 'match-short'}>
                {match.fits ? words.fits : words.doesNotFit}
              </strong>
              {match.nationality && ` · ${countryName(match.nationality, lang)}`} ·{' '}
              {fill(words.applied, { date: date(match.appliedAt) })} ·{' '}
              <Link to={paths.submission(match.reference)}>{match.reference}</Link>
            </p>
            <MatchReasons reasons={match.reasons} />
            <AddMatchButton
              reference={match.reference}
              board={board}
              label={match.name || match.reference}
              name={match.name}
              vacancy={vacancy?.title[lang] ?? board}
              onNotice={(next) => {
                setNotice(next);
                if (!next.problem) status.current?.focus();
              }}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
