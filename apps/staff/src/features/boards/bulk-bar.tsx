// Bulk actions on the cards selected on one board: move them, reject them with a reason, tag or assign them.
import {
  PIPELINE_STAGES,
  TAG_MAX_LENGTH,
  type BoardCard,
  type BulkCardsBody,
  type PipelineStage,
} from '@agency/forms/pipeline';
import { useState, type FormEvent } from 'react';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { EndDialog } from '../pipeline/end-dialog.tsx';
import { OwnerSelect } from '../pipeline/owner-select.tsx';
import { useBulk, type BulkAnswer } from '../pipeline/pipeline-api.ts';
import { problemText } from '../pipeline/pipeline-words.ts';

type Bulk = BulkCardsBody extends infer B ? (B extends unknown ? Omit<B, 'references'> : never) : never;

export function BulkBar({
  cards,
  selected,
  onSelect,
  onDone,
}: {
  cards: BoardCard[];
  selected: ReadonlySet<string>;
  onSelect: (selected: ReadonlySet<string>) => void;
  onDone: (text: string, problem: boolean) => void;
}) {
  const { m } = useI18n();
  const words = m.recruiting.bulk;
  const bulk = useBulk();
  const [stage, setStage] = useState<PipelineStage>('screening');
  const [tag, setTag] = useState('');
  const [owner, setOwner] = useState('');
  const [rejecting, setRejecting] = useState(false);
  // Only cards still shown count: a filter may have hidden some since they were ticked.
  const references = cards.map((c) => c.reference).filter((reference) => selected.has(reference));

  const run = (action: Bulk) =>
    bulk.mutate({ ...action, references } as BulkCardsBody, {
      onSuccess: ({ done, failed }: BulkAnswer) => {
        const failedRefs = failed.map((f) => (typeof f === 'string' ? f : f.reference));
        const text = [
          fill(words.done, { count: done.length }),
          failedRefs.length ? fill(words.failed, { references: failedRefs.join(', ') }) : '',
        ];
        onDone(text.join(' ').trim(), failedRefs.length > 0);
        onSelect(new Set(failedRefs));
        setRejecting(false);
      },
      onError: (error) => onDone(problemText(m, error), true),
    });
  const submit = (action: () => Bulk | null) => (event: FormEvent) => {
    event.preventDefault();
    const body = action();
    if (body) run(body);
  };

  return (
    <section aria-labelledby="bulk-title" className="bulk-bar">
      <h2 id="bulk-title" className="visually-hidden">
        {words.title}
      </h2>
      <p className="row-actions">
        <span>{fill(words.selected, { count: references.length })}</span>
        <button
          type="button"
          className="link-button"
          onClick={() => onSelect(new Set(cards.map((c) => c.reference)))}
        >
          {fill(words.selectAll, { count: cards.length })}
        </button>
        {references.length > 0 && (
          <button type="button" className="link-button" onClick={() => onSelect(new Set())}>
            {words.clearSelection}
          </button>
        )}
      </p>
      {references.length > 0 && (
        <div className="bulk-actions">
          <form onSubmit={submit(() => ({ action: 'move', stage }))} className="inline-form">
            <label htmlFor="bulk-stage">{words.moveTo}</label>
            <select id="bulk-stage" value={stage} onChange={(e) => setStage(e.target.value as PipelineStage)}>
              {PIPELINE_STAGES.map((key) => (
                <option key={key} value={key}>
                  {m.statuses[key]}
                </option>
              ))}
            </select>
            <button type="submit" disabled={bulk.isPending}>
              {words.move}
            </button>
          </form>
          <button type="button" className="danger" onClick={() => setRejecting(true)}>
            {words.reject}
          </button>
          <form
            onSubmit={submit(() => (tag.trim() ? { action: 'tag', tag: tag.trim() } : null))}
            className="inline-form"
          >
            <label htmlFor="bulk-tag">{words.tag}</label>
            <input
              id="bulk-tag"
              value={tag}
              maxLength={TAG_MAX_LENGTH}
              onChange={(e) => setTag(e.target.value)}
            />
            <button type="submit" disabled={bulk.isPending || !tag.trim()}>
              {words.addTag}
            </button>
          </form>
          <form
            onSubmit={submit(() => ({ action: 'assign', ownerId: owner ? Number(owner) : null }))}
            className="inline-form"
          >
            <label htmlFor="bulk-owner">{words.assignTo}</label>
            <OwnerSelect id="bulk-owner" value={owner} onChange={setOwner} />
            <button type="submit" disabled={bulk.isPending}>
              {words.assign}
            </button>
          </form>
        </div>
      )}
      {rejecting && (
        <EndDialog
          ending="rejected"
          title={fill(m.recruiting.end.rejectManyTitle, { count: references.length })}
          busy={bulk.isPending}
          onCancel={() => setRejecting(false)}
          onConfirm={(reason) => run({ action: 'end', ending: 'rejected', reason })}
        />
      )}
    </section>
  );
}
