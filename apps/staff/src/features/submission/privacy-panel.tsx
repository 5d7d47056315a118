// Retain, release and erase (the same code as `forms:admin retain|release|delete`), and the deletion date.
import type { SubmissionDetail } from '@agency/forms/inbox';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFreshSignIn } from '../../components/fresh-sign-in.tsx';
import { ConfirmBox } from '../../components/confirm-box.tsx';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { paths } from '../../lib/paths.ts';
import { useIsAdmin } from '../../lib/session.ts';
import { useErase, useSetRetained } from './submission-api.ts';

export function PrivacyPanel({ submission }: { submission: SubmissionDetail }) {
  const { m, date } = useI18n();
  const navigate = useNavigate();
  const retain = useSetRetained(submission.reference);
  const erase = useErase(submission.reference);
  const admin = useIsAdmin();
  const fresh = useFreshSignIn();
  const [confirming, setConfirming] = useState(false);
  const eraseButton = useRef<HTMLButtonElement>(null);

  const cancel = () => {
    setConfirming(false);
    requestAnimationFrame(() => eraseButton.current?.focus());
  };
  // Erasure needs a recent sign-in: asked for in place, then the erasure goes ahead.
  const confirmErase = () =>
    void fresh(() => erase.mutateAsync())
      .then(
        (done) => done !== undefined && navigate(paths.inbox, { state: { erased: submission.reference } }),
      )
      .catch(() => undefined); // the mutation's own error is shown below

  return (
    <section aria-labelledby="privacy-title" className="panel">
      <h2 id="privacy-title">{m.submission.privacy}</h2>
      {submission.erasureRequestedAt !== null && (
        <p className="notice" data-testid="erasure-requested">
          {m.submission.erasureRequested} ({date(submission.erasureRequestedAt)})
        </p>
      )}
      <p>
        {submission.deletesAt === null
          ? m.submission.retainedNote
          : fill(m.submission.deletesOn, { date: date(submission.deletesAt) })}
      </p>
      <p>
        <button
          type="button"
          className="secondary"
          disabled={retain.isPending}
          onClick={() => retain.mutate(!submission.retained)}
        >
          {submission.retained ? m.submission.release : m.submission.retain}
        </button>
      </p>
      {!admin ? (
        // Erasure is an admin's (the API refuses it to recruiters): a recruiter is told whom to ask.
        <p>{m.submission.eraseAdminsOnly}</p>
      ) : !confirming ? (
        <button type="button" className="danger" ref={eraseButton} onClick={() => setConfirming(true)}>
          {m.submission.erase}
        </button>
      ) : (
        <ConfirmBox
          id="erase"
          title={fill(m.submission.eraseConfirmTitle, { reference: submission.reference })}
          confirmLabel={m.submission.eraseConfirm}
          cancelLabel={m.submission.cancel}
          busy={erase.isPending}
          error={erase.isError ? m.errors.generic : undefined}
          onConfirm={confirmErase}
          onCancel={cancel}
        >
          <p>{m.submission.eraseConfirmText}</p>
        </ConfirmBox>
      )}
    </section>
  );
}
