// Job alerts for staff: counts by status, frequency and criteria, feedback and unsubscribes; find an address and
// erase everything kept under it: its alert, application drafts and status links (the erasure goes to the audit log
// without the address). API: /api/staff/alerts/*.
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ErrorSummary, TextField, type SummaryItem } from '@agency/form-ui';
import { employmentTypeLabel, frequencyLabel, regionLabel, sectorLabel } from '@agency/forms/alert-labels';
import { KIND_LABELS, STATUS_LABELS, type AlertFound, type AlertSummary } from '@agency/forms/inbox';
import { ConfirmBox } from '../../components/confirm-box.tsx';
import { usePageTitle } from '../../components/page-title.ts';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { api } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';

/** A table of counts; `columns` says what its two columns hold (by default: what was asked for, and how many alerts). */
function Counts({
  id,
  caption,
  rows,
  columns,
}: {
  id: string;
  caption: string;
  rows: [string, number][];
  columns?: [string, string];
}) {
  const { m } = useI18n();
  const [what, howMany] = columns ?? [m.alerts.criterion, m.alerts.count];
  return (
    <div className="table-scroll">
      <table id={id}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{what}</th>
            <th scope="col">{howMany}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, count]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{count}</td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={2}>{m.alerts.none}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

const sorted = (counts: Record<string, number>) => Object.entries(counts).sort((a, b) => b[1] - a[1]);

export function AlertsPage() {
  const { m, lang, date } = useI18n();
  const a = m.alerts;
  usePageTitle(a.title);
  const summary = useQuery({
    queryKey: ['alerts-summary'],
    queryFn: () => api<AlertSummary>('GET', '/alerts/summary'),
  });
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<SummaryItem[]>([]);
  const [found, setFound] = useState<AlertFound | null>(null);
  const [message, setMessage] = useState('');
  const [confirming, setConfirming] = useState(false);
  const eraseButton = useRef<HTMLButtonElement>(null);

  async function find(event: FormEvent) {
    event.preventDefault();
    setMessage('');
    setFound(null);
    setConfirming(false);
    if (!/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/.test(email.trim())) {
      setErrors([{ id: 'alert-email', message: a.emailRequired }]);
      return;
    }
    setErrors([]);
    try {
      setFound(await api<AlertFound>('POST', '/alerts/find', { email }));
    } catch {
      setMessage(m.errors.network);
    }
  }

  const cancelErase = () => {
    setConfirming(false);
    requestAnimationFrame(() => eraseButton.current?.focus());
  };

  async function erase() {
    setConfirming(false);
    try {
      await api<{ erased: number; drafts: number }>('POST', '/alerts/erase', { email });
      setFound(null);
      setMessage(a.erased);
      void summary.refetch();
    } catch {
      setMessage(m.errors.network);
    }
  }

  const data = summary.data;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{a.title}</h1>
      <p>{a.intro}</p>
      {!data ? (
        <p role="status">{summary.isError ? m.errors.network : a.loading}</p>
      ) : (
        <>
          <div className="count-grid">
            <Counts
              id="alerts-status"
              caption={a.status}
              columns={[a.statusColumn, a.count]}
              rows={sorted(data.byStatus).map(([k, n]) => [
                (a.statusNames as Record<string, string>)[k] ?? k,
                n,
              ])}
            />
          </div>
          <h2>{fill(a.confirmedHeading, { total: data.confirmed.total, paused: data.confirmed.paused })}</h2>
          <div className="count-grid">
            {(
              [
                ['alerts-frequency', a.frequency, data.confirmed.byFrequency, frequencyLabel],
                ['alerts-regions', a.regions, data.confirmed.byRegion, regionLabel],
                ['alerts-sectors', a.sectors, data.confirmed.bySector, sectorLabel],
                [
                  'alerts-employment-types',
                  a.employmentTypes,
                  data.confirmed.byEmploymentType,
                  employmentTypeLabel,
                ],
              ] as const
            ).map(([id, caption, counts, label]) => (
              <Counts
                key={id}
                id={id}
                caption={caption}
                rows={sorted(counts).map(([k, n]) => [label(k, lang), n])}
              />
            ))}
            <Counts
              id="alerts-feedback"
              caption={a.feedback}
              columns={[a.answer, a.digestCount]}
              rows={[
                [a.relevant, data.feedback.relevant],
                [a.notRelevant, data.feedback.notRelevant],
              ]}
            />
            <Counts
              id="alerts-unsubscribes"
              caption={a.unsubscribes}
              columns={[a.howColumn, a.addresses]}
              rows={sorted(data.unsubscribes.byHow).map(([k, n]) => [a.how[k] ?? k, n])}
            />
            <Counts
              id="alerts-reasons"
              caption={a.reasons}
              columns={[a.reasonColumn, a.addresses]}
              rows={sorted(data.unsubscribes.reasons).map(([k, n]) => [a.reasonNames[k] ?? k, n])}
            />
          </div>
          <p>{fill(a.digests, { count: data.digestsLast30Days })}</p>
        </>
      )}

      <h2>{a.findHeading}</h2>
      <ErrorSummary items={errors} focusKey={errors} />
      <form onSubmit={find} noValidate className="stack">
        <TextField
          id="alert-email"
          name="email"
          label={a.email}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors[0]?.message}
        />
        <button type="submit">{a.find}</button>
      </form>
      <div role="status">
        {found && !found.found && <p>{a.notFound}</p>}
        {found?.alert && (
          <p>
            {fill(a.found, {
              status: (a.statusNames as Record<string, string>)[found.alert.status] ?? found.alert.status,
              frequency: frequencyLabel(found.alert.frequency, lang),
            })}
          </p>
        )}
        {found && found.drafts > 0 && <p>{fill(a.drafts, { count: found.drafts })}</p>}
        {found && found.submissions.length > 0 && (
          <>
            <p>{a.submissions}</p>
            <ul>
              {found.submissions.map((item) => (
                <li key={item.reference}>
                  <Link to={paths.submission(item.reference)}>{item.reference}</Link>
                  {` · ${KIND_LABELS[item.kind][lang]} · ${STATUS_LABELS[item.status][lang]} · ${date(item.receivedAt)}`}
                </li>
              ))}
            </ul>
          </>
        )}
        {found?.found && !confirming && (
          <button type="button" ref={eraseButton} onClick={() => setConfirming(true)}>
            {a.erase}
          </button>
        )}
        {found?.found && confirming && (
          <ConfirmBox
            id="erase-address"
            title={fill(a.confirmEraseTitle, { email: email.trim() })}
            confirmLabel={a.confirmEraseYes}
            cancelLabel={m.submission.cancel}
            onConfirm={() => void erase()}
            onCancel={cancelErase}
          >
            <p>{a.confirmErase}</p>
          </ConfirmBox>
        )}
        {message && <p>{message}</p>}
      </div>
    </section>
  );
}
