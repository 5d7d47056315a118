// Possible duplicates (same phone, or same name and date of birth) are only ever merged by hand, after a
// confirmation that says what happens; a merge can be undone until its date.
import { MERGE_UNDO_DAYS, type CandidateRecord, type PossibleDuplicate } from '@agency/forms/pipeline';
import { useRef, useState } from 'react';
import { ConfirmBox } from '../../components/confirm-box.tsx';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { problemText } from '../pipeline/pipeline-words.ts';
import { useMerge, useUnmerge } from './candidates-api.ts';

export function CandidateDuplicates({ candidate }: { candidate: CandidateRecord }) {
  const { m, date } = useI18n();
  const words = m.recruiting.candidate;
  const merge = useMerge(candidate.id);
  const unmerge = useUnmerge(candidate.id);
  const [asking, setAsking] = useState<PossibleDuplicate | null>(null);
  const [done, setDone] = useState('');
  const opener = useRef<HTMLButtonElement | null>(null);
  const now = Date.now();
  const undoable = candidate.merged.filter((entry) => entry.undoUntil > now);
  if (candidate.possibleDuplicates.length === 0 && undoable.length === 0 && !done) return null;
  return (
    <section aria-labelledby="duplicates-title" className="panel">
      <h2 id="duplicates-title">{words.duplicates}</h2>
      {candidate.possibleDuplicates.length === 0 && <p>{m.recruiting.none}</p>}
      <ul className="plain-list">
        {candidate.possibleDuplicates.map((other) => (
          <li key={other.candidateId}>
            <p>
              {fill(words.sharesLine, {
                email: other.email,
                shares: other.shares.map((share) => words.shares[share]).join(', '),
              })}
            </p>
            <button
              type="button"
              className="secondary"
              onClick={(event) => {
                opener.current = event.currentTarget;
                merge.reset();
                setAsking(other);
              }}
            >
              {fill(words.merge, { name: other.name })}
            </button>
            {asking?.candidateId === other.candidateId && (
              <ConfirmBox
                id={`merge-${other.candidateId}`}
                title={fill(words.mergeTitle, { email: other.email, name: candidate.name })}
                confirmLabel={words.mergeConfirm}
                cancelLabel={words.cancel}
                busy={merge.isPending}
                error={merge.error ? problemText(m, merge.error) : undefined}
                onCancel={() => {
                  setAsking(null);
                  opener.current?.focus();
                }}
                onConfirm={() =>
                  merge.mutate(other.candidateId, {
                    onSuccess: () => {
                      setAsking(null);
                      setDone(fill(words.mergeDone, { email: other.email }));
                    },
                  })
                }
              >
                <p>{fill(words.mergeText, { days: MERGE_UNDO_DAYS })}</p>
              </ConfirmBox>
            )}
          </li>
        ))}
      </ul>
      {undoable.length > 0 && (
        <>
          <h3>{words.merged}</h3>
          <ul className="plain-list">
            {undoable.map((entry) => (
              <li key={entry.candidateId}>
                <p>
                  {fill(words.mergedLine, { email: entry.email, date: date(entry.mergedAt) })}{' '}
                  {fill(words.undoUntil, { date: date(entry.undoUntil) })}
                </p>
                <button
                  type="button"
                  className="secondary"
                  disabled={unmerge.isPending}
                  onClick={() =>
                    unmerge.mutate(entry.candidateId, {
                      onSuccess: () => setDone(fill(words.undoDone, { email: entry.email })),
                    })
                  }
                >
                  {fill(words.undo, { email: entry.email })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p role="status" className="status-line">
        {done}
      </p>
      {unmerge.error && <p role="alert">{problemText(m, unmerge.error)}</p>}
    </section>
  );
}
