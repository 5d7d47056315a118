// The inbox: enquiries and applications, newest first, 25 a page, filtered and searched on the server.
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../components/page-title.ts';
import { Pagination } from '../../components/pagination.tsx';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { paths } from '../../lib/paths.ts';
import { wideScreen } from '../../lib/wide-screen.ts';
import { BoardCounts } from '../boards/board-counts.tsx';
import { BackupStatus } from './backup-status.tsx';
import { ExportLink } from './export-link.tsx';
import { filterQuery, inboxOptions, useVacancyTitle } from './inbox-api.ts';
import { InboxFilters } from './inbox-filters.tsx';

export function InboxPage() {
  const { m, dateTime } = useI18n();
  const vacancyTitle = useVacancyTitle();
  usePageTitle(m.inbox.title);
  const [params] = useSearchParams();
  const erased = (useLocation().state as { erased?: string } | null)?.erased;
  const filter = filterQuery(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(inboxOptions(filter, page));
  const siblings = list.data?.submissions.map((row) => row.reference) ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{m.inbox.title}</h1>
      <BackupStatus />
      {erased && (
        <p className="notice" role="status">
          {fill(m.submission.erased, { reference: erased })}
        </p>
      )}
      <BoardCounts />
      {/* Folded on a phone, where it would fill the first screen; remounted when the address changes (back/forward),
          so the fields show the filter in use. */}
      <details className="filter-panel" open={filter !== '' || wideScreen()}>
        <summary>{m.inbox.filters}</summary>
        <InboxFilters key={filter} />
      </details>
      <div className="list-bar">
        <p role="status">
          {list.data
            ? list.data.total === 1
              ? m.inbox.resultsOne
              : fill(m.inbox.results, { count: list.data.total })
            : m.inbox.loading}
        </p>
        <ExportLink filter={filter} />
      </div>
      {list.isError && <p className="notice">{m.errors.network}</p>}
      {list.data && list.data.submissions.length === 0 && <p>{m.inbox.none}</p>}
      {list.data && list.data.submissions.length > 0 && (
        <div className="table-scroll">
          <table className="card-table">
            <caption className="visually-hidden">{fill(m.inbox.caption, { page, pages })}</caption>
            <thead>
              <tr>
                <th scope="col">{m.inbox.reference}</th>
                <th scope="col">{m.inbox.kind}</th>
                <th scope="col">{m.inbox.received}</th>
                <th scope="col">{m.inbox.name}</th>
                <th scope="col">{m.inbox.email}</th>
                <th scope="col">{m.recruiting.inbox.vacancy}</th>
                <th scope="col">{m.inbox.status}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.submissions.map((row) => (
                <tr key={row.reference}>
                  <th scope="row">
                    {/* The page's references go along, so the record can offer previous/next. */}
                    <Link to={paths.submission(row.reference)} state={{ siblings }}>
                      {row.reference}
                    </Link>
                  </th>
                  {/* data-label: on a phone each row is a card, and each cell says what it is. */}
                  <td data-label={m.inbox.kind}>{m.kinds[row.kind]}</td>
                  <td data-label={m.inbox.received}>{dateTime(row.receivedAt)}</td>
                  <td data-label={m.inbox.name}>{row.name}</td>
                  <td data-label={m.inbox.email}>{row.email}</td>
                  <td data-label={m.recruiting.inbox.vacancy}>
                    {row.vacancy
                      ? vacancyTitle(row.vacancy)
                      : row.kind === 'application'
                        ? m.recruiting.inbox.anyVacancy
                        : m.recruiting.inbox.noVacancy}
                  </td>
                  <td data-label={m.inbox.status}>
                    {m.statuses[row.status]}
                    {/* An applicant's erasure request, from the status page: staff decide and erase. */}
                    {row.erasureRequestedAt !== null && (
                      <span className="flag">{m.inbox.erasureRequested}</span>
                    )}
                  </td>
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
