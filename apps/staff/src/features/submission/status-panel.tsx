import { statusesOf, type SubmissionDetail, type SubmissionStatus } from '@agency/forms/inbox';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { ApiError } from '../../lib/api.ts';
import {
  PIPELINE_ENDINGS,
  REJECTION_REASONS,
  WITHDRAWAL_REASONS,
  type PipelineEnding,
} from '@agency/forms/pipeline';
import { useEndCard } from '../pipeline/pipeline-api.ts';
import type { EndReason } from '../pipeline/end-dialog.tsx';
import { statusHistoryOptions, useSetStatus } from './submission-api.ts';

export function StatusPanel({ submission }: { submission: SubmissionDetail }) {
  const { m, dateTime } = useI18n();
  const history = useQuery(statusHistoryOptions(submission.reference));
  const statusName = (key: string) => (m.statuses as Record<string, string>)[key] ?? key;
  const [status, setStatus] = useState<SubmissionStatus>(submission.status);
  const [tellApplicant, setTellApplicant] = useState(false);
  const save = useSetStatus(submission.reference);
  // Rejecting or withdrawing an application ends its card: it takes a reason from the pipeline's lists.
  const end = useEndCard();
  const ending = (PIPELINE_ENDINGS as readonly string[]).includes(status) ? (status as PipelineEnding) : null;
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ending) return save.mutate({ status, tellApplicant });
    setReasonMissing(!reason);
    if (reason) end.mutate({ reference: submission.reference, ending, reason: reason as EndReason });
  };
  const error = save.error ?? end.error;
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
            {statusesOf(submission.kind).map((option) => (
              <option key={option} value={option}>
                {m.statuses[option]}
              </option>
            ))}
          </select>
        </div>
        {ending && (
          <div className="field">
            <label htmlFor="end-reason">{m.recruiting.end.reason}</label>
            {reasonMissing && (
              <p className="field-error" id="end-reason-error">
                <span className="visually-hidden">{m.errors.prefix}</span> {m.recruiting.end.reasonRequired}
              </p>
            )}
            <select
              id="end-reason"
              value={reason}
              aria-invalid={reasonMissing || undefined}
              aria-describedby={reasonMissing ? 'end-reason-error' : undefined}
              onChange={(event) => setReason(event.target.value)}
            >
              <option value="">{m.errors.choose}</option>
              {(ending === 'rejected' ? REJECTION_REASONS : WITHDRAWAL_REASONS).map((key) => (
                <option key={key} value={key}>
                  {m.recruiting.reasons[ending][key]}
                </option>
              ))}
            </select>
          </div>
        )}
        {/* Ending a card goes through the pipeline, which words the applicant's status page itself. */}
        {!ending && (
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
        )}
        <button type="submit" disabled={save.isPending || end.isPending}>
          {m.submission.saveStatus}
        </button>
        <p role="status" className="status-line">
          {(save.isSuccess || end.isSuccess) && m.submission.statusSaved}
          {error && (error instanceof ApiError && error.message ? error.message : m.errors.generic)}
        </p>
      </form>
      <h3 id="history-title">{m.submission.history}</h3>
      <ol className="history" aria-labelledby="history-title">
        <li>
          <span className="note-meta">{dateTime(submission.receivedAt)}</span>{' '}
          {fill(m.submission.historyReceived, {
            status: statusName(statusesOf(submission.kind)[0] ?? 'new'),
          })}
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
