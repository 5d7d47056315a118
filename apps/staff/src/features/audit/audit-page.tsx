// The audit log: who did what, to which reference, and when (newest first).
import type { AuditEntryView } from '@agency/forms/inbox';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../components/page-title.ts';
import { Pagination } from '../../components/pagination.tsx';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { api } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';

type Messages = ReturnType<typeof useI18n>['m'];

/** An entry's structured detail (apps/api audit-log.ts, AuditDetail) in words; never shows raw JSON. */
function detailText(m: Messages, detail: string | null): string {
  if (!detail) return '';
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(detail) as Record<string, unknown>;
  } catch {
    return '';
  }
  const words = m.audit.details;
  const status = (key: unknown) => (m.statuses as Record<string, string>)[String(key)] ?? String(key);
  if ('from' in value && 'to' in value)
    return fill(words.status, { from: status(value.from), to: status(value.to) });
  if ('file' in value) return fill(words.file, { file: String(value.file) });
  if ('files' in value) return fill(words.erased, { files: String(value.files), mails: String(value.mails) });
  if ('mails' in value) return fill(words.mails, { mails: String(value.mails) });
  if ('alertRecords' in value) return fill(words.alertRecords, { count: String(value.alertRecords) });
  if ('drafts' in value) return fill(words.drafts, { count: String(value.drafts) });
  if ('filters' in value && value.filters && typeof value.filters === 'object') {
    const parts = Object.entries(value.filters as Record<string, unknown>).map(([key, v]) =>
      key === 'search'
        ? words.search
        : key === 'status'
          ? status(v)
          : key === 'kind'
            ? ((m.kinds as Record<string, string>)[String(v)] ?? String(v))
            : String(v),
    );
    return fill(words.filters, { filters: parts.length > 0 ? parts.join(', ') : words.allRows });
  }
  return '';
}

export function AuditPage() {
  const { m, dateTime } = useI18n();
  usePageTitle(m.audit.title);
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useQuery({
    queryKey: ['audit', page],
    queryFn: () =>
      api<{ entries: AuditEntryView[]; total: number; pageSize: number }>('GET', `/audit?page=${page}`),
  });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  const actionName = (action: string) => (m.audit.actions as Record<string, string>)[action] ?? action;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{m.audit.title}</h1>
      <p>{m.audit.intro}</p>
      {!log.data ? (
        <p role="status">{log.isError ? m.errors.network : m.inbox.loading}</p>
      ) : (
        <div className="table-scroll">
          <table className="card-table">
            <caption className="visually-hidden">{fill(m.audit.caption, { page, pages })}</caption>
            <thead>
              <tr>
                <th scope="col">{m.audit.at}</th>
                <th scope="col">{m.audit.actor}</th>
                <th scope="col">{m.audit.action}</th>
                <th scope="col">{m.audit.reference}</th>
                <th scope="col">{m.audit.detail}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.entries.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td data-label={m.audit.at}>{dateTime(entry.at)}</td>
                  <td data-label={m.audit.actor}>{entry.actor}</td>
                  <td data-label={m.audit.action}>{actionName(entry.action)}</td>
                  <td data-label={m.audit.reference}>
                    {entry.reference &&
                      (entry.action === 'erased' ? (
                        entry.reference
                      ) : (
                        <Link to={paths.submission(entry.reference)}>{entry.reference}</Link>
                      ))}
                  </td>
                  <td data-label={m.audit.detail}>{detailText(m, entry.detail)}</td>
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
