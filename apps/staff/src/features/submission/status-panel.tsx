import type { SubmissionDetail, SubmissionStatus } from '@agency/forms/inbox';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { ApiError } from '../../lib/api.ts';
import { statusHistoryOptions, useSetStatus } from './submission-api.ts';

export function StatusPanel({ submission }: { submission: SubmissionDetail }) {
  const { m, dateTime } = useI18n();
  const history = useQuery(statusHistoryOptions(submission.reference));
  const statusName = (key: string) => (m.statuses as Record<string, string>)[key] ?? key;
  const [status, setStatus] = useState<SubmissionStatus>(submission.status);
  const [tellApplicant, setTellApplicant] = useState(false);
  const save = useSetStatus(submission.reference);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ status, tellApplicant });
  };
  return (
    <section aria-labelledby="status-title" className="panel">
      <h2 id="status-title">{m.submission.tracking}</h2>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor="status">{m.submission.changeStatus}</label>
          {submission.kind === 'application' && (
            <p className="hint" id="status-hint">
              {m.submission.retentionClock}
            </p>
          )}
          <select
            id="status"
            value={status}
            aria-describedby={submission.kind === 'application' ? 'status-hint' : undefined}
            onChange={(event) => setStatus(event.target.value as SubmissionStatus)}
          >
            {submission.statuses.map((option) => (
              <option key={option} value={option}>
                {m.statuses[option]}
              </option>
            ))}
          </select>
        </div>
        <div className="field checkbox">
          <input
            id="tell-applicant"
            type="checkbox"
            checked={tellApplicant}
            aria-describedby="tell-applicant-hint"
            onChange={(event) => setTellApplicant(event.target.checked)}
          />
          <label htmlFor="tell-applicant">{m.submission.tellApplicant}</label>
          <p className="hint" id="tell-applicant-hint">
            {m.submission.tellApplicantHint}
          </p>
        </div>
        <button type="submit" disabled={save.isPending}>
          {m.submission.saveStatus}
        </button>
        <p role="status" className="status-line">
          {save.isSuccess && m.submission.statusSaved}
          {save.error &&
            (save.error instanceof ApiError && save.error.message ? save.error.message : m.errors.generic)}
        </p>
      </form>
      <h3 id="history-title">{m.submission.history}</h3>
      <ol className="history" aria-labelledby="history-title">
        <li>
          <span className="note-meta">{dateTime(submission.receivedAt)}</span>{' '}
          {fill(m.submission.historyReceived, { status: statusName('new') })}
        </li>
        {history.data?.map((entry, index) => {
          const change = entry.detail ? (JSON.parse(entry.detail) as { from?: string; to?: string }) : {};
          return (
            <li key={`${entry.at}-${index}`}>
              <span className="note-meta">{dateTime(entry.at)}</span>{' '}
              {fill(m.submission.historyChange, {
                actor: entry.action === 'applicant-withdrew' ? m.submission.applicant : entry.actor,
                from: statusName(change.from ?? ''),
                to: statusName(change.to ?? 'withdrawn'),
              })}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
