// One card on a board: who, from where, how long in the stage, tags, owner and whether they wait on us; picked up
// by its handle (mouse, touch or keyboard) or moved with its "Move to…" menu.
import {
  TALENT_POOL,
  type BoardCard as Card,
  type PipelineEnding,
  type PipelineStage,
} from '@agency/forms/pipeline';
import { useDraggable } from '@dnd-kit/core';
import { memo, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { countryName } from '../../lib/answer-words.ts';
import { paths } from '../../lib/paths.ts';
import type { EndReason } from '../pipeline/end-dialog.tsx';
import { MoveMenu } from '../pipeline/move-menu.tsx';
import { daysInStage } from '../pipeline/pipeline-words.ts';
import { AddToBoard } from './add-to-board.tsx';

export interface CardActions {
  onMove: (card: Card, stage: PipelineStage) => void;
  onEnded: (card: Card, ending: PipelineEnding, reason: EndReason) => void;
  onAdded: (card: Card, board: string) => void;
  onSelect: (reference: string, selected: boolean) => void;
}

export const BoardCard = memo(function BoardCard({
  card,
  board,
  selected,
  focus,
  actions,
}: {
  card: Card;
  board: string;
  selected: boolean;
  /** Set on the card just moved: it takes focus in its new place. */
  focus: boolean;
  actions: CardActions;
}) {
  const { m, lang } = useI18n();
  const name = useRef<HTMLAnchorElement>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: card.reference,
    data: { name: card.name, stage: card.stage },
  });
  useEffect(() => {
    if (focus) name.current?.focus();
  }, [focus, card.stage]);
  const checkbox = `select-${card.reference}`;
  return (
    <li
      ref={setNodeRef}
      className={`board-card${card.waiting ? ' is-waiting' : ''}${isDragging ? ' is-dragging' : ''}`}
    >
      <div className="card-top">
        <input
          id={checkbox}
          type="checkbox"
          checked={selected}
          aria-label={fill(m.recruiting.board.select, { name: card.name })}
          onChange={(event) => actions.onSelect(card.reference, event.target.checked)}
        />
        <h3>
          <Link ref={name} to={paths.candidate(card.candidateId)}>
            {card.name}
          </Link>
        </h3>
        <button
          type="button"
          className="drag-handle"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={fill(m.recruiting.board.drag, { name: card.name })}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      </div>
      <p className="card-meta">
        {card.nationality && <>{countryName(card.nationality, lang)} · </>}
        {daysInStage(m, card.stageSince)}
        {card.waiting && <span className="flag">{m.recruiting.waitingMark}</span>}
      </p>
      {card.tags.length > 0 && (
        <ul className="tags" aria-label={m.recruiting.tags}>
          {card.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <p className="card-owner">
        {fill(m.recruiting.ownerLine, { name: card.owner?.name ?? m.recruiting.noOwner })}
      </p>
      <MoveMenu
        reference={card.reference}
        name={card.name}
        stage={card.stage}
        onMove={(stage) => actions.onMove(card, stage)}
        onEnded={(ending, reason) => actions.onEnded(card, ending, reason)}
      >
        {board === TALENT_POOL && (
          <AddToBoard reference={card.reference} onAdded={(to) => actions.onAdded(card, to)} />
        )}
      </MoveMenu>
    </li>
  );
});
