// The candidates, latest activity first: searched by name or address, filtered by owner and tag, 25 a page.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../components/page-title.ts';
import { Pagination } from '../../components/pagination.tsx';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { paths } from '../../lib/paths.ts';
import { wideScreen } from '../../lib/wide-screen.ts';
import { OwnerSelect } from '../pipeline/owner-select.tsx';
import { SavedFilters } from '../saved-filters/saved-filters.tsx';
import { CANDIDATE_FILTER_KEYS, candidatesOptions } from './candidates-api.ts';

type Values = Record<(typeof CANDIDATE_FILTER_KEYS)[number], string>;

function CandidateFilters() {
  const { m } = useI18n();
  const words = m.recruiting.candidates;
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState<Values>(
    () => Object.fromEntries(CANDIDATE_FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Values,
  );
  const set = (key: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const key of CANDIDATE_FILTER_KEYS) if (values[key].trim()) next.set(key, values[key].trim());
    setParams(next);
  };
  return (
    <form className="filters" role="search" aria-label={words.title} onSubmit={apply}>
      <div className="field field--wide">
        <label htmlFor="candidate-q">{words.search}</label>
        <input id="candidate-q" type="search" value={values.q} onChange={(e) => set('q')(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="candidate-owner">{words.owner}</label>
        <OwnerSelect id="candidate-owner" value={values.owner} onChange={set('owner')} filter />
      </div>
      <div className="field">
        <label htmlFor="candidate-tag">{words.tag}</label>
        <input id="candidate-tag" value={values.tag} onChange={(e) => set('tag')(e.target.value)} />
      </div>
      <div className="actions">
        <button type="submit">{words.apply}</button>
        <button type="button" className="secondary" onClick={() => setParams(new URLSearchParams())}>
          {words.clear}
        </button>
      </div>
    </form>
  );
}

export function CandidatesPage() {
  const { m, dateTime } = useI18n();
  const words = m.recruiting.candidates;
  usePageTitle(words.title);
  const [params] = useSearchParams();
  const filter = new URLSearchParams(
    CANDIDATE_FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])),
  ).toString();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(candidatesOptions(filter, page));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{words.title}</h1>
      <details className="filter-panel" open={filter !== '' || wideScreen()}>
        <summary>{m.inbox.filters}</summary>
        <CandidateFilters key={filter} />
        <SavedFilters />
      </details>
      <p role="status">
        {list.data
          ? list.data.total === 1
            ? words.resultsOne
            : fill(words.results, { count: list.data.total })
          : list.isError
            ? m.errors.network
            : m.recruiting.loading}
      </p>
      {list.data && list.data.candidates.length === 0 && <p>{words.none}</p>}
      {list.data && list.data.candidates.length > 0 && (
        <div className="table-scroll">
          <table className="card-table">
            <caption className="visually-hidden">{fill(words.caption, { page, pages })}</caption>
            <thead>
              <tr>
                <th scope="col">{words.name}</th>
                <th scope="col">{words.email}</th>
                <th scope="col">{words.applications}</th>
                <th scope="col">{words.lastActivity}</th>
                <th scope="col">{words.owner}</th>
                <th scope="col">{m.recruiting.tags}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.candidates.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={paths.candidate(row.id)}>{row.name}</Link>
                  </th>
                  <td data-label={words.email}>{row.email}</td>
                  <td data-label={words.applications}>{row.applications}</td>
                  <td data-label={words.lastActivity}>{dateTime(row.lastActivityAt)}</td>
                  <td data-label={words.owner}>{row.owner?.name ?? m.recruiting.noOwner}</td>
                  <td data-label={m.recruiting.tags}>{row.tags.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pages={pages} />
    </section>
  );
}
