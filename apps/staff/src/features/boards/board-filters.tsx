// A board's filters, kept in the address (so they can be saved, bookmarked and shared): a tag and an owner.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useI18n } from '../../i18n/i18n.tsx';
import { OwnerSelect } from '../pipeline/owner-select.tsx';

const KEYS = ['tag', 'owner'] as const;

/** The filter part of the board's address, as the board's API route takes it. */
export function boardFilter(params: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of KEYS) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  return query.toString();
}

export function BoardFilters({ tags }: { tags: string[] }) {
  const { m } = useI18n();
  const [params, setParams] = useSearchParams();
  const [tag, setTag] = useState(params.get('tag') ?? '');
  const [owner, setOwner] = useState(params.get('owner') ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (tag.trim()) next.set('tag', tag.trim());
    if (owner) next.set('owner', owner);
    setParams(next);
  };
  return (
    <form className="filters" role="search" aria-label={m.recruiting.board.filters} onSubmit={apply}>
      <div className="field">
        <label htmlFor="board-tag">{m.recruiting.board.tag}</label>
        <input
          id="board-tag"
          list="board-tags"
          value={tag}
          onChange={(event) => setTag(event.target.value)}
        />
        <datalist id="board-tags">
          {tags.map((known) => (
            <option key={known} value={known} />
          ))}
        </datalist>
      </div>
      <div className="field">
        <label htmlFor="board-owner">{m.recruiting.board.ownerFilter}</label>
        <OwnerSelect id="board-owner" value={owner} onChange={setOwner} filter />
      </div>
      <div className="actions">
        <button type="submit">{m.recruiting.board.apply}</button>
        <button type="button" className="secondary" onClick={() => setParams(new URLSearchParams())}>
          {m.recruiting.board.clear}
        </button>
      </div>
    </form>
  );
}
