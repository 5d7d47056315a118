// The list's filters and search, kept in the address (so a filtered list can be bookmarked, and comes back after
// signing in again).
import { ALL_STATUSES, SUBMISSION_KINDS } from '@agency/forms/inbox';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useI18n } from '../../i18n/i18n.tsx';
import { FILTER_KEYS, useVacancyTitle, vacanciesOptions } from './inbox-api.ts';

type Values = Record<(typeof FILTER_KEYS)[number], string>;

export function InboxFilters() {
  const { m } = useI18n();
  const [params, setParams] = useSearchParams();
  const read = (): Values =>
    Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Values;
  const [values, setValues] = useState<Values>(read);
  const vacancies = useQuery(vacanciesOptions());
  const vacancyTitle = useVacancyTitle();
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  function apply(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) if (values[key].trim()) next.set(key, values[key].trim());
    setParams(next);
  }
  function clear() {
    setValues(Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as Values);
    setParams(new URLSearchParams());
  }

  return (
    <form className="filters" onSubmit={apply} role="search" aria-label={m.inbox.filters}>
      <div className="field field--wide">
        <label htmlFor="q">{m.inbox.search}</label>
        <input id="q" type="search" value={values.q} onChange={set('q')} />
      </div>
      <div className="field">
        <label htmlFor="kind">{m.inbox.kind}</label>
        <select id="kind" value={values.kind} onChange={set('kind')}>
          <option value="">{m.inbox.any}</option>
          {SUBMISSION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {m.kinds[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="status">{m.inbox.status}</label>
        <select id="status" value={values.status} onChange={set('status')}>
          <option value="">{m.inbox.any}</option>
          {ALL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {m.statuses[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="vacancy">{m.inbox.vacancy}</label>
        <select id="vacancy" value={values.vacancy} onChange={set('vacancy')}>
          <option value="">{m.inbox.any}</option>
          {(vacancies.data?.vacancies ?? []).map((slug) => (
            <option key={slug} value={slug}>
              {vacancyTitle(slug)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="from">{m.inbox.from}</label>
        <input id="from" type="date" value={values.from} onChange={set('from')} />
      </div>
      <div className="field">
        <label htmlFor="to">{m.inbox.to}</label>
        <input id="to" type="date" value={values.to} onChange={set('to')} />
      </div>
      <div className="actions">
        <button type="submit">{m.inbox.apply}</button>
        <button type="button" className="secondary" onClick={clear}>
          {m.inbox.clear}
        </button>
      </div>
    </form>
  );
}
