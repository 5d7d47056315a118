// Who owns the candidate, and when the agency follows up with them (the Waiting view lists them from that day).
import type { CandidateRecord } from '@agency/forms/pipeline';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { OwnerSelect } from '../pipeline/owner-select.tsx';
import { problemText } from '../pipeline/pipeline-words.ts';
import { useSetFollowUp, useSetOwner } from './candidates-api.ts';

export function OwnerField({ candidate }: { candidate: CandidateRecord }) {
  const { m } = useI18n();
  const [owner, setOwner] = useState(candidate.owner ? String(candidate.owner.id) : '');
  const save = useSetOwner(candidate.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(owner ? Number(owner) : null);
  };
  return (
    <form onSubmit={submit} className="inline-form">
      <div className="field">
        <label htmlFor="candidate-owner">{m.recruiting.candidate.owner}</label>
        <OwnerSelect id="candidate-owner" value={owner} onChange={setOwner} />
      </div>
      <button type="submit" disabled={save.isPending}>
        {m.recruiting.candidate.saveOwner}
      </button>
      <p role="status" className="status-line">
        {save.isSuccess && m.recruiting.candidate.ownerSaved}
        {save.error && problemText(m, save.error)}
      </p>
    </form>
  );
}

export function FollowUpField({ candidate }: { candidate: CandidateRecord }) {
  const { m } = useI18n();
  const words = m.recruiting.candidate;
  const [on, setOn] = useState(candidate.followUpOn ?? '');
  const save = useSetFollowUp(candidate.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(on || null);
  };
  return (
    <form onSubmit={submit} className="inline-form">
      <div className="field">
        <label htmlFor="follow-up-on">{words.followUp}</label>
        <p className="hint" id="follow-up-hint">
          {words.followUpHint}
        </p>
        <input
          id="follow-up-on"
          type="date"
          value={on}
          aria-describedby="follow-up-hint"
          onChange={(event) => setOn(event.target.value)}
        />
      </div>
      <button type="submit" disabled={save.isPending}>
        {words.saveFollowUp}
      </button>
      {candidate.followUpOn && (
        <button
          type="button"
          className="secondary"
          disabled={save.isPending}
          onClick={() => {
            setOn('');
            save.mutate(null);
          }}
        >
          {words.clearFollowUp}
        </button>
      )}
      <p role="status" className="status-line">
        {save.isSuccess && words.followUpSaved}
        {save.error && problemText(m, save.error)}
      </p>
    </form>
  );
}
