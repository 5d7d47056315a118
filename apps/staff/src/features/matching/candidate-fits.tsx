// "Vacancies that fit" on a candidate's record: open vacancies ranked by how the newest application fits, each
// with why and what is missing, and "Add to board" for their talent-pool card (the pipeline's board change).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { paths } from '../../lib/paths.ts';
import { useAddToBoard } from '../pipeline/pipeline-api.ts';
import { problemText } from '../pipeline/pipeline-words.ts';
import { MatchReasons, vacancyFacts } from './match-reasons.tsx';
import './matching.css';
import { candidateFitsOptions } from './matching-api.ts';

export function CandidateFits({ candidateId, name }: { candidateId: number; name: string }) {
  const { m, lang, date } = useI18n();
  const words = m.matching;
  const answer = useQuery(candidateFitsOptions(candidateId));
  const add = useAddToBoard();
  const [notice, setNotice] = useState<{ text: string; problem: boolean } | null>(null);
  const poolCard = answer.data?.poolCard ?? null;
  const fits = answer.data?.vacancies ?? [];
  return (
    <section aria-labelledby="fits-title" className="panel candidate-fits">
      <h2 id="fits-title">{words.panel}</h2>
      <p>{words.panelIntro}</p>
      <p role="status" className="status-line">
        {notice && !notice.problem ? notice.text : ''}
      </p>
      <p role="alert" className="status-line problem">
        {notice?.problem ? notice.text : ''}
      </p>
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
                <button
                  type="button"
                  disabled={add.isPending}
                  aria-label={fill(words.addLabel, { what: title })}
                  onClick={() =>
                    add.mutate(
                      { reference: poolCard, board: vacancy.slug },
                      {
                        onSuccess: () =>
                          setNotice({ text: fill(words.added, { name, vacancy: title }), problem: false }),
                        onError: (error) => setNotice({ text: problemText(m, error), problem: true }),
                      },
                    )
                  }
                >
                  {words.add}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
