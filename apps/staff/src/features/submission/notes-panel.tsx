import type { SubmissionDetail } from '@agency/forms/inbox';
import { useState, type FormEvent } from 'react';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { ApiError } from '../../lib/api.ts';
import { useAddNote } from './submission-api.ts';

export function NotesPanel({ submission }: { submission: SubmissionDetail }) {
  const { m, dateTime } = useI18n();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const add = useAddNote(submission.reference);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(m.submission.noteRequired);
      return;
    }
    setError('');
    // The words stay in the box until the server has them: nothing typed is lost on a failure.
    add.mutate(text, { onSuccess: () => setText('') });
  };
  const serverError =
    add.error && (add.error instanceof ApiError && add.error.message ? add.error.message : m.errors.generic);
  const shown = error || serverError || '';
  return (
    <section aria-labelledby="notes-title" className="panel">
      <h2 id="notes-title">{m.submission.notes}</h2>
      {submission.notes.length === 0 ? (
        <p>{m.submission.noNotes}</p>
      ) : (
        <ul className="notes">
          {submission.notes.map((note) => (
            <li key={`${note.at}-${note.author}-${note.text.slice(0, 20)}`}>
              <p className="note-text">{note.text}</p>
              <p className="note-meta">
                {fill(m.submission.noteBy, { author: note.author, at: dateTime(note.at) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate>
        <div className={`field${shown ? ' field--error' : ''}`}>
          <label htmlFor="note">{m.submission.newNote}</label>
          {shown && (
            <p className="field-error" id="note-error">
              {shown}
            </p>
          )}
          <textarea
            id="note"
            rows={3}
            value={text}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? 'note-error' : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" disabled={add.isPending}>
          {m.submission.addNote}
        </button>
      </form>
    </section>
  );
}
