// "Move to…" on a card: a disclosure listing the other stages, and the two endings (each opens its reason dialog).
// A plain <details>: it opens with Enter or Space, and a choice is one press, never fired by arrowing through it.
import { PIPELINE_STAGES, type PipelineEnding, type PipelineStage } from '@agency/forms/pipeline';
import { useRef, useState, type ReactNode } from 'react';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { EndDialog, type EndReason } from './end-dialog.tsx';
import { problemText } from './pipeline-words.ts';
import { useEndCard } from './pipeline-api.ts';

interface MenuProps {
  reference: string;
  name: string;
  stage: PipelineStage;
  onMove: (stage: PipelineStage) => void;
  onEnded?: (ending: PipelineEnding, reason: EndReason) => void;
  /** More actions for this card (the pool's "add to a vacancy's board"). */
  children?: ReactNode;
}

/** The menu's entries: rendered only while it is open, so a board of hundreds of cards stays light. */
function MenuItems({
  reference,
  name,
  stage,
  onMove,
  onEnded,
  children,
  summary,
}: MenuProps & { summary: () => void }) {
  const { m } = useI18n();
  const [ending, setEnding] = useState<PipelineEnding | null>(null);
  const end = useEndCard();
  const close = () => {
    setEnding(null);
    end.reset();
    summary();
  };
  return (
    <>
      <ul className="plain-list">
        {PIPELINE_STAGES.filter((other) => other !== stage).map((other) => (
          <li key={other}>
            <button type="button" className="link-button" onClick={() => onMove(other)}>
              {fill(m.recruiting.board.moveTarget, { stage: m.statuses[other] })}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="link-button danger-link" onClick={() => setEnding('rejected')}>
            {m.recruiting.board.reject}
          </button>
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => setEnding('withdrawn')}>
            {m.recruiting.board.withdraw}
          </button>
        </li>
      </ul>
      {children}
      {ending && (
        <EndDialog
          ending={ending}
          title={fill(ending === 'rejected' ? m.recruiting.end.rejectTitle : m.recruiting.end.withdrawTitle, {
            name,
          })}
          busy={end.isPending}
          error={end.error ? problemText(m, end.error) : undefined}
          onCancel={close}
          onConfirm={(reason) =>
            end.mutate({ reference, ending, reason }, { onSuccess: () => onEnded?.(ending, reason) })
          }
        />
      )}
    </>
  );
}

export function MoveMenu(props: MenuProps) {
  const { m } = useI18n();
  const menu = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <details className="card-menu" ref={menu} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {m.recruiting.board.moveTo}
        <span className="visually-hidden"> {props.name}</span>
      </summary>
      {open && <MenuItems {...props} summary={() => menu.current?.querySelector('summary')?.focus()} />}
    </details>
  );
}
