// One board (a vacancy's, or the talent pool): its cards by stage, filters, saved filters and bulk actions.
// A move shows at once; if the server refuses it, the card goes back and the page says why.
import { TALENT_POOL, type BoardCard as Card, type PipelineStage } from '@agency/forms/pipeline';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { NotFound } from '../../components/not-found.tsx';
import { NoticeLines, type Notice as SaidNotice } from '../../components/notice-lines.tsx';
import { usePageTitle } from '../../components/page-title.ts';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { ApiError } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { wideScreen } from '../../lib/wide-screen.ts';
import { boardOptions, useMoveCard } from '../pipeline/pipeline-api.ts';
import { problemText, reasonWord, useBoardName } from '../pipeline/pipeline-words.ts';
import { MailOffer, offerFor } from '../candidate-mail/mail-offer.tsx';
import { SavedFilters } from '../saved-filters/saved-filters.tsx';
import type { CardActions } from './board-card.tsx';
import { BoardColumns } from './board-columns.tsx';
import { BoardFilters, boardFilter } from './board-filters.tsx';
import { BulkBar } from './bulk-bar.tsx';

interface Notice extends SaidNotice {
  /** The card that moved to Interview or was rejected: its composer is offered (candidate-mail/). */
  offer?: { card: Card; to: string };
}

export function BoardPage() {
  const { board = '' } = useParams();
  const { m } = useI18n();
  const [params] = useSearchParams();
  const filter = boardFilter(params);
  const answer = useQuery(boardOptions(board, filter));
  const boardName = useBoardName();
  const title = boardName(board, answer.data?.title);
  usePageTitle(title);
  const move = useMoveCard();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const latest: CardActions = {
    onMove: (card: Card, stage: PipelineStage) => {
      setFocused(card.reference);
      setNotice({
        text: fill(m.recruiting.board.moved, { name: card.name, stage: m.statuses[stage] }),
        problem: false,
        offer: { card, to: stage },
      });
      move.mutate(
        { reference: card.reference, stage },
        {
          onError: (error) =>
            setNotice({
              text: fill(m.recruiting.board.moveFailed, {
                name: card.name,
                problem: problemText(m, error),
                stage: m.statuses[card.stage],
              }),
              problem: true,
            }),
        },
      );
    },
    onEnded: (card, ending, reason) =>
      setNotice({
        text: fill(m.recruiting.board.ended, {
          name: card.name,
          ending: m.statuses[ending],
          reason: reasonWord(m, ending, reason),
        }),
        problem: false,
        offer: { card, to: ending },
      }),
    onAdded: (card, to) =>
      setNotice({
        text: fill(m.recruiting.board.added, { name: card.name, board: boardName(to) }),
        problem: false,
      }),
    onSelect: (reference, on) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(reference);
        else next.delete(reference);
        return next;
      }),
  };
  // The cards get the same functions on every render (each calls the latest), so a move re-renders the card
  // that moved, not the whole board.
  const current = useRef(latest);
  current.current = latest;
  const actions = useMemo<CardActions>(
    () => ({
      onMove: (...args) => current.current.onMove(...args),
      onEnded: (...args) => current.current.onEnded(...args),
      onAdded: (...args) => current.current.onAdded(...args),
      onSelect: (...args) => current.current.onSelect(...args),
    }),
    [],
  );

  if (answer.error instanceof ApiError && answer.error.status === 404) return <NotFound />;
  const cards = answer.data?.cards ?? [];
  return (
    <section aria-labelledby="page-title" className="board-page">
      <nav aria-label={m.recruiting.nav.boards} className="record-nav">
        <Link to={paths.boards}>{m.recruiting.board.back}</Link>
      </nav>
      <h1 id="page-title">{title}</h1>
      {board !== TALENT_POOL && <Link to={paths.matches(board)}>{m.matching.link}</Link>}
      <details className="filter-panel" open={filter !== '' || wideScreen()}>
        <summary>{m.recruiting.board.filters}</summary>
        {/* Remounted when the address changes, so the fields show the filter in use. */}
        <BoardFilters key={filter} tags={[...new Set(cards.flatMap((c) => c.tags))]} />
        <SavedFilters />
      </details>
      <NoticeLines notice={notice} />
      {notice?.offer && !notice.problem && offerFor(notice.offer.to) && (
        <MailOffer
          candidateId={notice.offer.card.candidateId}
          reference={notice.offer.card.reference}
          name={notice.offer.card.name}
          purpose={offerFor(notice.offer.to)!}
        />
      )}
      {!answer.data && <p role="status">{answer.isError ? m.errors.network : m.recruiting.loading}</p>}
      {answer.data && (
        <>
          <BulkBar
            cards={cards}
            selected={selected}
            onSelect={setSelected}
            onDone={(text, problem) => setNotice({ text, problem })}
          />
          <BoardColumns board={board} cards={cards} selected={selected} focused={focused} actions={actions} />
        </>
      )}
    </section>
  );
}
