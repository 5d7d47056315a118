// A note on the candidate (it goes into their timeline); what was typed stays if saving fails.
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { problemText } from '../pipeline/pipeline-words.ts';
import { useAddCandidateNote } from './candidates-api.ts';

export function NoteComposer({ candidateId }: { candidateId: number }) {
  const { m } = useI18n();
  const words = m.recruiting.candidate;
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const add = useAddCandidateNote(candidateId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setMissing(true);
      return;
    }
    add.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  return (
    <form onSubmit={submit} noValidate className="note-composer">
      <div className="field">
        <label htmlFor="candidate-note">{words.note}</label>
        {missing && (
          <p className="field-error" id="candidate-note-error">
            <span className="visually-hidden">{m.errors.prefix}</span> {words.noteRequired}
          </p>
        )}
        <textarea
          id="candidate-note"
          rows={3}
          value={text}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? 'candidate-note-error' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setMissing(false);
          }}
        />
      </div>
      <button type="submit" disabled={add.isPending}>
        {words.addNote}
      </button>
      <p role="status" className="status-line">
        {add.isSuccess && words.noteAdded}
        {add.error && problemText(m, add.error)}
      </p>
    </form>
  );
}
