// The candidate's applications as cards: on which board, in which stage (or how it ended, and why), and Move to….
import type { CandidateRecord } from '@agency/forms/pipeline';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { paths } from '../../lib/paths.ts';
import { MailOffer, offerFor, type MailOfferProps } from '../candidate-mail/mail-offer.tsx';
import { MoveMenu } from '../pipeline/move-menu.tsx';
import { useMoveCard } from '../pipeline/pipeline-api.ts';
import { daysInStage, problemText, reasonWord, useBoardName } from '../pipeline/pipeline-words.ts';

export function CandidateCards({ candidate }: { candidate: CandidateRecord }) {
  const { m } = useI18n();
  const words = m.recruiting.candidate;
  const boardName = useBoardName();
  const move = useMoveCard();
  const [notice, setNotice] = useState('');
  const [offer, setOffer] = useState<MailOfferProps | null>(null);
  const offerAfter = (reference: string, to: string) => {
    const purpose = offerFor(to);
    setOffer(purpose && { candidateId: candidate.id, reference, name: candidate.name, purpose });
  };
  return (
    <section aria-labelledby="cards-title" className="panel">
      <h2 id="cards-title">{words.cards}</h2>
      {candidate.cards.length === 0 && <p>{words.noCards}</p>}
      <ul className="plain-list candidate-cards">
        {candidate.cards.map((card) => (
          <li key={card.reference}>
            <p>
              <Link to={paths.board(card.board)}>{boardName(card.board)}</Link> ·{' '}
              <Link to={paths.submission(card.reference)}>{card.reference}</Link>
            </p>
            {card.ending ? (
              <p>
                {fill(words.endedAs, {
                  ending: m.statuses[card.ending],
                  reason: reasonWord(m, card.ending, card.endReason),
                })}
              </p>
            ) : (
              <>
                <p>
                  {fill(words.stageLine, {
                    stage: m.statuses[card.stage],
                    days: daysInStage(m, card.stageSince),
                  })}
                </p>
                <MoveMenu
                  reference={card.reference}
                  name={`${candidate.name} (${card.reference})`}
                  stage={card.stage}
                  onMove={(stage) => {
                    setNotice(
                      fill(m.recruiting.board.moved, { name: card.reference, stage: m.statuses[stage] }),
                    );
                    move.mutate(
                      { reference: card.reference, stage },
                      {
                        onSuccess: () => offerAfter(card.reference, stage),
                        onError: (error) =>
                          setNotice(
                            fill(m.recruiting.board.moveFailed, {
                              name: card.reference,
                              problem: problemText(m, error),
                              stage: m.statuses[card.stage],
                            }),
                          ),
                      },
                    );
                  }}
                  onEnded={(ending) => offerAfter(card.reference, ending)}
                />
              </>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="status-line">
        {notice}
      </p>
      {offer && <MailOffer {...offer} />}
    </section>
  );
}
