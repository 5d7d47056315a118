// The candidate's tags: each removable, a new one added (within the contract's length and count limits).
import { TAG_MAX_LENGTH, TAGS_PER_CANDIDATE_MAX, type CandidateRecord } from '@agency/forms/pipeline';
import { useState, type FormEvent } from 'react';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { problemText } from '../pipeline/pipeline-words.ts';
import { useAddTag, useRemoveTag } from './candidates-api.ts';

export function TagsEditor({ candidate }: { candidate: CandidateRecord }) {
  const { m } = useI18n();
  const words = m.recruiting.candidate;
  const [tag, setTag] = useState('');
  const [problem, setProblem] = useState('');
  const add = useAddTag(candidate.id);
  const remove = useRemoveTag(candidate.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = tag.trim();
    const reason = !value
      ? words.tagRequired
      : value.length > TAG_MAX_LENGTH
        ? fill(words.tagTooLong, { max: TAG_MAX_LENGTH })
        : candidate.tags.length >= TAGS_PER_CANDIDATE_MAX
          ? fill(words.tagsFull, { max: TAGS_PER_CANDIDATE_MAX })
          : '';
    setProblem(reason);
    if (!reason) add.mutate(value, { onSuccess: () => setTag('') });
  };
  const error = add.error ?? remove.error;
  return (
    <section aria-labelledby="tags-title" className="panel">
      <h2 id="tags-title">{words.tags}</h2>
      {candidate.tags.length === 0 ? (
        <p>{m.recruiting.none}</p>
      ) : (
        <ul className="tags" aria-labelledby="tags-title">
          {candidate.tags.map((known) => (
            <li key={known}>
              {known}{' '}
              <button
                type="button"
                className="tag-remove"
                aria-label={fill(words.removeTag, { tag: known })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(known)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="inline-form" noValidate>
        <div className="field">
          <label htmlFor="new-tag">{words.newTag}</label>
          {problem && (
            <p className="field-error" id="new-tag-error">
              <span className="visually-hidden">{m.errors.prefix}</span> {problem}
            </p>
          )}
          <input
            id="new-tag"
            value={tag}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'new-tag-error' : undefined}
            onChange={(event) => setTag(event.target.value)}
          />
        </div>
        <button type="submit" disabled={add.isPending}>
          {words.addTag}
        </button>
      </form>
      {error && <p role="alert">{problemText(m, error)}</p>}
    </section>
  );
}
