// The board: one column per stage (a list grouped by stage at phone width, by CSS alone). Cards are dragged between
// columns with dnd-kit; from the keyboard the arrow keys jump a picked-up card from stage to stage, and a screen
// reader hears each step in the staff member's language.
import { PIPELINE_STAGES, type BoardCard as Card, type PipelineStage } from '@agency/forms/pipeline';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useState } from 'react';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { BoardCard, type CardActions } from './board-card.tsx';

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

/** Arrow keys move a picked-up card to the next or previous stage's column, whatever its size on screen. */
const stageByStage: KeyboardCoordinateGetter = (event, { active, context }) => {
  const step = NEXT_KEYS.includes(event.code) ? 1 : PREVIOUS_KEYS.includes(event.code) ? -1 : 0;
  if (!step) return undefined;
  event.preventDefault();
  const from = String(context.over?.id ?? context.active?.data.current?.stage ?? active);
  const to = PIPELINE_STAGES[PIPELINE_STAGES.indexOf(from as PipelineStage) + step];
  const rect = to ? context.droppableRects.get(to) : undefined;
  return rect ? { x: rect.left + 8, y: rect.top + 40 } : undefined;
};

/** A card drops where the pointer is; from the keyboard (no pointer), where most of the card is. */
const dropTarget: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

function Column({
  stage,
  cards,
  children,
}: {
  stage: PipelineStage;
  cards: number;
  children: React.ReactNode;
}) {
  const { m } = useI18n();
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  return (
    <section
      ref={setNodeRef}
      className={`board-column${isOver ? ' is-over' : ''}`}
      aria-labelledby={`stage-${stage}`}
    >
      <h2 id={`stage-${stage}`}>
        {fill(m.recruiting.board.column, { stage: m.statuses[stage], count: cards })}
      </h2>
      {children}
    </section>
  );
}

export function BoardColumns({
  board,
  cards,
  selected,
  focused,
  actions,
}: {
  board: string;
  cards: Card[];
  selected: ReadonlySet<string>;
  focused: string | null;
  actions: CardActions;
}) {
  const { m } = useI18n();
  const [dragging, setDragging] = useState<Card | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stageByStage }),
  );
  const stageName = (id: unknown) => m.statuses[id as PipelineStage] ?? '';
  const nameOf = (data: unknown) => (data as { name?: string } | undefined)?.name ?? '';
  const words = m.recruiting.board.announce;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      fill(words.start, { name: nameOf(active.data.current), stage: stageName(active.data.current?.stage) }),
    onDragOver: ({ active, over }) =>
      over
        ? fill(words.over, { name: nameOf(active.data.current), stage: stageName(over.id) })
        : fill(words.outside, { name: nameOf(active.data.current) }),
    onDragEnd: ({ active, over }) =>
      over
        ? fill(words.end, { name: nameOf(active.data.current), stage: stageName(over.id) })
        : fill(words.cancel, {
            name: nameOf(active.data.current),
            stage: stageName(active.data.current?.stage),
          }),
    onDragCancel: ({ active }) =>
      fill(words.cancel, { name: nameOf(active.data.current), stage: stageName(active.data.current?.stage) }),
  };
  const drop = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const card = cards.find((c) => c.reference === active.id);
    if (card && over && over.id !== card.stage) actions.onMove(card, over.id as PipelineStage);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={dropTarget}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: m.recruiting.board.instructions },
      }}
      onDragStart={({ active }) => setDragging(cards.find((c) => c.reference === active.id) ?? null)}
      onDragCancel={() => setDragging(null)}
      onDragEnd={drop}
    >
      <div className="board">
        {PIPELINE_STAGES.map((stage) => {
          const inStage = cards.filter((c) => c.stage === stage);
          return (
            <Column key={stage} stage={stage} cards={inStage.length}>
              {inStage.length === 0 ? (
                <p className="column-empty">{m.recruiting.board.empty}</p>
              ) : (
                <ul className="plain-list cards">
                  {inStage.map((card) => (
                    <BoardCard
                      key={card.reference}
                      card={card}
                      board={board}
                      selected={selected.has(card.reference)}
                      focus={focused === card.reference}
                      actions={actions}
                    />
                  ))}
                </ul>
              )}
            </Column>
          );
        })}
      </div>
      <DragOverlay>{dragging && <div className="board-card drag-preview">{dragging.name}</div>}</DragOverlay>
    </DndContext>
  );
}
