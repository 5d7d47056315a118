import type { SubmissionDetail } from '@agency/forms/inbox';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { useRetryMail } from './submission-api.ts';

export function MailPanel({ submission }: { submission: SubmissionDetail }) {
  const { m } = useI18n();
  const retry = useRetryMail(submission.reference);
  const anyDead = submission.mail.some((mail) => mail.state === 'dead');
  return (
    <section aria-labelledby="mail-title" className="panel">
      <h2 id="mail-title">{m.submission.mail}</h2>
      <ul>
        {submission.mail.map((mail, index) => (
          <li key={`${mail.purpose}-${index}`}>
            {m.submission.mailPurpose[mail.purpose]}:{' '}
            <strong className={`mail-${mail.state}`}>
              {fill(m.submission.mailState[mail.state], { attempts: mail.attempts })}
            </strong>
            {mail.state === 'dead' && mail.lastError && <span className="hint"> ({mail.lastError})</span>}
          </li>
        ))}
      </ul>
      {anyDead && (
        <button type="button" onClick={() => retry.mutate(undefined)} disabled={retry.isPending}>
          {m.submission.sendAgain}
        </button>
      )}
      <p role="status" className="status-line">
        {retry.isSuccess && m.submission.requeued}
        {retry.isError && m.errors.generic}
      </p>
    </section>
  );
}
