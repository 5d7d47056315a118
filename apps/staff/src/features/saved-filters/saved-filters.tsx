// A staff member's own saved filters for this page: save the current query under a name, apply one, delete one.
import { SAVED_FILTER_NAME_MAX, type SavedFilter } from '@agency/forms/pipeline';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { api } from '../../lib/api.ts';
import { listOf } from '../pipeline/pipeline-api.ts';
import { problemText } from '../pipeline/pipeline-words.ts';

const savedFiltersOptions = () =>
  queryOptions({
    queryKey: ['saved-filters'],
    queryFn: async () => listOf(await api<SavedFilter[]>('GET', '/saved-filters')),
  });

function useSavedFilterChange<T>(send: (value: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: ['saved-filters'] }),
  });
}

export function SavedFilters() {
  const { m } = useI18n();
  const { pathname, search } = useLocation();
  const mine = (useQuery(savedFiltersOptions()).data ?? []).filter(
    (filter) => filter.path.split('?')[0] === pathname,
  );
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const save = useSavedFilterChange((body: { name: string; path: string }) =>
    api<SavedFilter>('POST', '/saved-filters', body),
  );
  const remove = useSavedFilterChange((id: number) => api('DELETE', `/saved-filters/${id}`));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setMissing(true);
      return;
    }
    save.mutate({ name: name.trim(), path: pathname + search }, { onSuccess: () => setName('') });
  };
  return (
    <section aria-labelledby="saved-filters-title" className="saved-filters">
      <h2 id="saved-filters-title">{m.recruiting.saved.title}</h2>
      {mine.length === 0 ? (
        <p>{m.recruiting.saved.none}</p>
      ) : (
        <ul className="plain-list">
          {mine.map((filter) => (
            <li key={filter.id} className="row-actions">
              <Link to={filter.path} aria-label={fill(m.recruiting.saved.apply, { name: filter.name })}>
                {filter.name}
              </Link>
              <button
                type="button"
                className="link-button"
                aria-label={fill(m.recruiting.saved.remove, { name: filter.name })}
                onClick={() => remove.mutate(filter.id)}
              >
                {m.recruiting.saved.removeButton}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="inline-form" noValidate>
        <div className="field">
          <label htmlFor="saved-filter-name">{m.recruiting.saved.name}</label>
          {missing && (
            <p className="field-error" id="saved-filter-error">
              <span className="visually-hidden">{m.errors.prefix}</span> {m.recruiting.saved.nameRequired}
            </p>
          )}
          <input
            id="saved-filter-name"
            value={name}
            maxLength={SAVED_FILTER_NAME_MAX}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? 'saved-filter-error' : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setMissing(false);
            }}
          />
        </div>
        <button type="submit" disabled={save.isPending}>
          {m.recruiting.saved.save}
        </button>
      </form>
      <p role="status" className="status-line">
        {save.isSuccess && fill(m.recruiting.saved.savedAs, { name: save.variables.name })}
        {(save.error ?? remove.error) && problemText(m, save.error ?? remove.error)}
      </p>
    </section>
  );
}
