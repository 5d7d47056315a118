import type { SubmissionDetail, SubmissionStatus } from '@agency/forms/inbox';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSetStatus } from './submission-api.ts';

export function StatusPanel({ submission }: { submission: SubmissionDetail }) {
  const { m } = useI18n();
  const [status, setStatus] = useState<SubmissionStatus>(submission.status);
  const save = useSetStatus(submission.reference);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(status);
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
        <button type="submit" disabled={save.isPending}>
          {m.submission.saveStatus}
        </button>
        <p role="status" className="status-line">
          {save.isSuccess && m.submission.statusSaved}
          {save.error &&
            (save.error instanceof ApiError && save.error.message ? save.error.message : m.errors.generic)}
        </p>
      </form>
    </section>
  );
}
