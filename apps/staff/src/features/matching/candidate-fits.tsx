// "Vacancies that fit" on a candidate's record: open vacancies ranked by how the newest application fits, each
// with why and what is missing, and "Add to board" for their talent-pool card (the pipeline's board change).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../../i18n/i18n.tsx';
import { paths } from '../../lib/paths.ts';
import { NoticeLines, type Notice } from '../../components/notice-lines.tsx';
import { AddMatchButton } from './add-match.tsx';
import { MatchReasons, vacancyFacts } from './match-reasons.tsx';
import './matching.css';
import { candidateFitsOptions } from './matching-api.ts';

export function CandidateFits({ candidateId, name }: { candidateId: number; name: string }) {
  const { m, lang, date } = useI18n();
  const words = m.matching;
  const answer = useQuery(candidateFitsOptions(candidateId));
  const [notice, setNotice] = useState<Notice | null>(null);
  const poolCard = answer.data?.poolCard ?? null;
  const fits = answer.data?.vacancies ?? [];
  return (
    <section aria-labelledby="fits-title" className="panel candidate-fits">
      <h2 id="fits-title">{words.panel}</h2>
      <p>{words.panelIntro}</p>
      <NoticeLines notice={notice} />
      {!answer.data && <p role="status">{answer.isError ? m.errors.network : m.recruiting.loading}</p>}
      {answer.data && !poolCard && <p>{words.noPoolCard}</p>}
      {answer.data && fits.length === 0 && <p>{words.noVacancies}</p>}
      <ol className="plain-list match-list">
        {fits.map(({ vacancy, fits: fitting, reasons }) => {
          const title = vacancy.title[lang];
          return (
            <li key={vacancy.slug}>
              <h3>
                <Link to={paths.board(vacancy.slug)}>{title}</Link>
              </h3>
              <p>
                <strong className={fitting ? 'match-fits' : 'match-short'}>
                  {fitting ? words.fits : words.doesNotFit}
                </strong>{' '}
                · {vacancyFacts(m, lang, date, vacancy)}
              </p>
              <MatchReasons reasons={reasons} />
              {poolCard && (
                <AddMatchButton
                  reference={poolCard}
                  board={vacancy.slug}
                  label={title}
                  name={name}
                  vacancy={title}
                  onNotice={setNotice}
                />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
